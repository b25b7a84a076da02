/** Digit grouping (F0.7; spec 02 §9 "digit grouping 3"). */

/** Digits per group. */
export const DIGIT_GROUP_SIZE = 3;

export interface DigitGroupingOptions {
  /** Digits per group. @default 3 */
  size?: number;
  /** Put between groups. @default ',' */
  separator?: string;
}

const NUMBER_TEXT = /^([+-]?)(\d+)(\.\d*)?$/;

/**
 * F0.7: groups the whole-number digits of a number from the right ("1234567.5" → "1,234,567.5",
 * "-1000" → "-1,000"). The fraction is left as it is. Text that is not a plain number is returned
 * unchanged, so a formatted value is never mangled.
 */
export function groupDigits(value: string | number, options: DigitGroupingOptions = {}): string {
  const size = Math.max(1, Math.floor(options.size ?? DIGIT_GROUP_SIZE));
  const separator = options.separator ?? ',';
  const text = typeof value === 'number' ? numberToPlainText(value) : value;
  const match = NUMBER_TEXT.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= size) groups.unshift(whole.slice(Math.max(0, end - size), end));
  return `${sign}${groups.join(separator)}${fraction}`;
}

/** A number as plain decimal text (no exponent for the magnitudes amounts reach). */
function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
