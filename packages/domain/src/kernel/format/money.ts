import { groupDigits } from './grouping';
import { EMPTY_PLACEHOLDER } from './placeholder';
import { isYesFlag } from '../config/yesFlag';

/**
 * Money formatting (F0.7): amounts to 2 decimals, digits grouped by 3, the currency symbol before
 * ("$1,234.50") or behind ("1,234.50 ZWG"), '--' for empty values.
 */

/** Decimal places of amounts (spec 03 §9 "amount precision 2 decimals"). */
export const AMOUNT_DECIMALS = 2;

export type CurrencyPosition = 'before' | 'after';

export interface MoneyFormatOptions {
  /** Currency symbol; none when empty. @default '' */
  symbol?: string;
  /** Where the symbol goes. @default 'before' */
  position?: CurrencyPosition;
  /** Decimal places (the configuration's displayScale). @default 2 */
  decimals?: number;
  /** Whether whole digits are grouped by 3. @default true */
  grouping?: boolean;
  /** Shown for empty or non-numeric values. @default '--' */
  placeholder?: string;
}

/**
 * The property configuration's currencySymbolInFront as a position: true, 'Y', 'y', 'true' or '1'
 * put the symbol before the amount, any other given value behind it; absent means before.
 */
export function currencyPositionOf(symbolInFront: boolean | string | number | null | undefined): CurrencyPosition {
  if (symbolInFront === null || symbolInFront === undefined || symbolInFront === '') return 'before';
  return isYesFlag(symbolInFront) ? 'before' : 'after';
}

/**
 * Reads an amount from a number or from text such as "1,234.50", "$ 12" or "12.5 ZWG" (a symbol,
 * spaces and grouping commas are ignored); undefined when there is no single number in it.
 */
export function readMoneyValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\s,\u00a0]/g, '');
  const match = /^(\D*?)(\d+(?:\.\d*)?|\.\d+)(\D*)$/.exec(text);
  if (!match) return undefined;
  const [, before = '', digits = ''] = match;
  const signs = before.replace(/[^+-]/g, '');
  if (signs.length > 1) return undefined;
  const amount = Number(digits) * (signs === '-' ? -1 : 1);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * The amount with exactly `decimals` places, rounded half away from zero on its decimal digits
 * (1.005 → "1.01", which binary `toFixed` gets wrong). Always plain text, never an exponent.
 */
export function toFixedAmount(amount: number, decimals: number = AMOUNT_DECIMALS): string {
  const places = Math.max(0, Math.min(20, Math.floor(decimals)));
  if (!Number.isFinite(amount)) return String(amount);
  const negative = amount < 0;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + places}`));
  if (!Number.isSafeInteger(scaled)) {
    // Beyond 2^53 there are no exact decimals left to round: let the platform print it plainly.
    return amount.toLocaleString('en-US', { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places });
  }
  let digits = String(scaled).padStart(places + 1, '0');
  digits = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  const isZero = scaled === 0;
  return negative && !isZero ? `-${digits}` : digits;
}

/** Rounds an amount to `decimals` places, half away from zero (see toFixedAmount). */
export function roundAmount(amount: number, decimals: number = AMOUNT_DECIMALS): number {
  return Number(toFixedAmount(amount, decimals));
}

/**
 * F0.7: formats an amount with 2 decimals (or `decimals`), grouped digits and the currency symbol
 * before ("$1,234.50", "-$5.00") or behind ("1,234.50 ZWG"). A symbol behind is separated by a
 * space; one before is not, unless it is longer than one character ("ZWG 10.00"), so letters and
 * digits never run together. Empty or non-numeric values show the placeholder ('--').
 */
export function formatMoney(amount: number | string | null | undefined, options: MoneyFormatOptions = {}): string {
  const { symbol = '', position = 'before', decimals = AMOUNT_DECIMALS, grouping = true, placeholder = EMPTY_PLACEHOLDER } = options;
  const value = readMoneyValue(amount);
  if (value === undefined) return placeholder;
  const fixed = toFixedAmount(value, decimals);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const digits = grouping ? groupDigits(unsigned) : unsigned;
  return withCurrencySymbol(negative ? '-' : '', digits, symbol, position);
}

/**
 * Puts the sign and the currency symbol around formatted digits (F0.7): a one-character symbol in
 * front sits against the digits ("-$12.50"), a longer one is spaced ("ZWG 12.50"), as is a symbol
 * behind ("12.50 ZWG"); no symbol, the signed digits alone.
 */
export function withCurrencySymbol(
  sign: '' | '-',
  digits: string,
  symbol: string,
  position: CurrencyPosition,
): string {
  const cleanSymbol = symbol.trim();
  if (!cleanSymbol) return `${sign}${digits}`;
  if (position === 'after') return `${sign}${digits} ${cleanSymbol}`;
  const gap = Array.from(cleanSymbol).length > 1 ? ' ' : '';
  return `${sign}${cleanSymbol}${gap}${digits}`;
}

/** The text without the run of `char` at its end (a loop, so the time stays linear in any input). */
function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}

/**
 * An amount with at most `decimals` places and no trailing zeros ("10", "3.2", "1,000.5"), for
 * limits inside sentences ("between 1 and 1,000").
 */
export function formatAmountCompact(amount: number, decimals: number = AMOUNT_DECIMALS, grouping = true): string {
  if (!Number.isFinite(amount)) return String(amount);
  const fixed = toFixedAmount(amount, decimals);
  const trimmed = fixed.includes('.') ? withoutTrailing(withoutTrailing(fixed, '0'), '.') : fixed;
  const normalised = trimmed === '-0' ? '0' : trimmed;
  return grouping ? groupDigits(normalised) : normalised;
}
