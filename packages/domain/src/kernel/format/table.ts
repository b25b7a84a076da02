import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { formatLocalMoney } from './intl';
import { formatLocalDate } from './intlDates';
import { readMoneyValue } from './money';
import { EMPTY_PLACEHOLDER, isBlankValue } from './placeholder';
import { tableColumnType, type TableColumnConfig } from './tableColumns';

// 'Do' (1st, 2nd, 3rd …) comes from the advancedFormat plugin; extending is idempotent.
dayjs.extend(advancedFormat);

/**
 * Cell formatting of the server-configured table (spec 03 §3 "Table column config", §9 formats;
 * F3.13, F0.7). Pure functions: no React, no DOM.
 */

/** Display date format (spec 03 §9). */
export const TABLE_DATE_FORMAT = 'Do MMM YYYY';
/** Display date-time format (spec 03 §9: date-time with HH:mm:ss). */
export const TABLE_DATE_TIME_FORMAT = 'Do MMM YYYY HH:mm:ss';
export interface TableFormatOptions {
  /**
   * The interface language ('en', 'ar') or a BCP 47 tag: dates in other languages than English show
   * the pattern's fields through Intl, with the language's month names (see formatLocalDate).
   * @default 'en'
   */
  locale?: string;
  /** @default TABLE_DATE_FORMAT */
  dateFormat?: string;
  /** @default TABLE_DATE_TIME_FORMAT */
  dateTimeFormat?: string;
  /** Currency symbol of prices. @default '' */
  currencySymbol?: string;
  /** Whether the symbol goes before or after the amount. @default 'before' */
  currencyPosition?: 'before' | 'after';
  /** Decimal places of prices (spec 03 §9: amount precision 2). @default 2 */
  decimals?: number;
  /** Shown for empty values. @default EMPTY_PLACEHOLDER ('--') */
  empty?: string;
}

function toDayjs(value: unknown) {
  if (value instanceof Date || typeof value === 'number') return dayjs(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // Epoch milliseconds sent as a string.
  if (/^\d{12,13}$/.test(text)) return dayjs(Number(text));
  return dayjs(text);
}

/** Formats a date value ('Do MMM YYYY' by default); text that is not a date is returned as is. */
export function formatTableDate(value: unknown, format: string = TABLE_DATE_FORMAT, empty: string = EMPTY_PLACEHOLDER): string {
  if (isBlankValue(value)) return empty;
  const date = toDayjs(value);
  if (!date || !date.isValid()) return String(value).trim();
  return date.format(format);
}

/** Formats a date-time value ('Do MMM YYYY HH:mm:ss' by default). */
export function formatTableDateTime(value: unknown, format: string = TABLE_DATE_TIME_FORMAT, empty: string = EMPTY_PLACEHOLDER): string {
  return formatTableDate(value, format, empty);
}

/**
 * Formats a price as money (see formatMoney: 2 decimals, digits grouped, the symbol before as in
 * "$1,234.50" or after as in "1,234.50 ZWL", a leading minus as in "-$5.00"). Text that is not an
 * amount is shown as it is rather than hidden behind the placeholder.
 */
export function formatTablePrice(value: unknown, options: TableFormatOptions = {}): string {
  const { currencySymbol = '', currencyPosition = 'before', decimals = 2, empty = EMPTY_PLACEHOLDER, locale = 'en' } = options;
  if (isBlankValue(value)) return empty;
  const amount = readMoneyValue(value);
  if (amount === undefined) return String(value).trim();
  return formatLocalMoney(amount, { locale, symbol: currencySymbol, position: currencyPosition, decimals, placeholder: empty });
}

/** Formats one value for its column type; empty values show the placeholder ('--'). */
export function formatTableCell(value: unknown, column: Pick<TableColumnConfig, 'TYPE'>, options: TableFormatOptions = {}): string {
  const empty = options.empty ?? EMPTY_PLACEHOLDER;
  if (isBlankValue(value)) return empty;
  switch (tableColumnType(column)) {
    case 'date':
      return formatLocalDate(value, { locale: options.locale, pattern: options.dateFormat ?? TABLE_DATE_FORMAT, empty });
    case 'datetime':
      return formatLocalDate(value, { locale: options.locale, pattern: options.dateTimeFormat ?? TABLE_DATE_TIME_FORMAT, empty });
    case 'price':
      return formatTablePrice(value, options);
    default:
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value).trim();
  }
}
