import {
  AMOUNT_DECIMALS,
  readMoneyValue,
  toFixedAmount,
  withCurrencySymbol,
  type CurrencyPosition,
} from './money';
import { EMPTY_PLACEHOLDER } from './placeholder';

/**
 * Numbers and money for the interface language, through Intl (F0.7); dates in ./intlDates (with
 * dayjs, which a module that formats no date never loads). The operator
 * configures date patterns in dayjs tokens ('Do MMM YYYY HH:mm:ss', spec 03 §9); they are written
 * for English, where they apply as written. In any other language the pattern decides which fields
 * are shown (day, month as a name or a number, year, time) and Intl writes them in that language's
 * order and month names: "2nd Mar 2026 09:15:00" reads "2 مارس 2026، 09:15:00" in Arabic.
 *
 * Digits stay Western (0–9) in every language, as in the rest of the portal's Arabic texts; the
 * locale tag pins it (`-u-nu-latn`) so engines with older locale data agree.
 */

/**
 * The BCP 47 tag Intl formats with: a kit locale maps to its default ('en' → 'en-GB', 'ar' →
 * 'ar-u-nu-latn'); a full tag an app chose ('ar-EG', 'en-US') is used as it is.
 */
export function intlLocaleOf(locale: string): string {
  const tag = locale.trim();
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower === '') return 'en-GB';
  if (lower === 'ar') return 'ar-u-nu-latn';
  return tag;
}


export interface LocalNumberOptions {
  /** Decimal places at most. @default 2 */
  decimals?: number;
  /** Decimal places at least (trailing zeros kept up to it). @default 0 */
  minimumDecimals?: number;
  /** Whether whole digits are grouped. @default true */
  grouping?: boolean;
}

/**
 * F0.7: a number for the interface language through Intl.NumberFormat: grouped digits, the
 * language's separators, at most `decimals` places rounded half away from zero on the decimal
 * digits (1.005 → "1.01").
 */
export function formatLocalNumber(amount: number, locale = 'en', options: LocalNumberOptions = {}): string {
  if (!Number.isFinite(amount)) return String(amount);
  const decimals = Math.max(0, Math.min(20, Math.floor(options.decimals ?? AMOUNT_DECIMALS)));
  const minimum = Math.max(0, Math.min(decimals, Math.floor(options.minimumDecimals ?? 0)));
  const rounded = Number(toFixedAmount(amount, decimals));
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: minimum,
    maximumFractionDigits: decimals,
    useGrouping: options.grouping ?? true,
  }).format(rounded === 0 ? 0 : rounded);
}

export interface LocalMoneyOptions {
  /** The interface language ('en', 'ar') or a BCP 47 tag for Intl. @default 'en' */
  locale?: string;
  /** Currency symbol or code as the operator configures it ('$', 'ZWG'); none when empty. @default '' */
  symbol?: string;
  /** Where the symbol goes (the configuration's currencySymbolInFront). @default 'before' */
  position?: CurrencyPosition;
  /** Decimal places (the configuration's amount precision). @default 2 */
  decimals?: number;
  /** Shown for empty or non-numeric values. @default '--' */
  placeholder?: string;
}

/**
 * F0.7: money for the interface language: the digits through Intl.NumberFormat with exactly
 * `decimals` places, the operator's symbol before ("$1,234.50", "ZWG 10.00") or behind ("1,234.50
 * ZWG") as configured, a leading minus ("-$5.00"). The operator's symbols are not ISO codes, so
 * Intl's currency style is not used. Empty or non-numeric values show the placeholder.
 */
export function formatLocalMoney(amount: number | string | null | undefined, options: LocalMoneyOptions = {}): string {
  const { locale = 'en', symbol = '', position = 'before', decimals = AMOUNT_DECIMALS, placeholder = EMPTY_PLACEHOLDER } = options;
  const value = readMoneyValue(amount);
  if (value === undefined) return placeholder;
  const digits = formatLocalNumber(Math.abs(value), locale, { decimals, minimumDecimals: decimals });
  const negative = value < 0 && Number(toFixedAmount(Math.abs(value), decimals)) !== 0;
  return withCurrencySymbol(negative ? '-' : '', digits, symbol, position);
}
