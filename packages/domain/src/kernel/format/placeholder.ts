/** The empty-value placeholder (F0.7; spec 03 §9 "Empty display placeholder '--'"). */

/** What an empty value shows. */
export const EMPTY_PLACEHOLDER = '--';

/** null, undefined, NaN, and empty or blank text count as empty. */
export function isBlankValue(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** F0.7: the value as text, or '--' when it is empty. Zero is a value, not empty. */
export function orPlaceholder(value: string | number | null | undefined, placeholder: string = EMPTY_PLACEHOLDER): string {
  return isBlankValue(value) ? placeholder : String(value);
}
