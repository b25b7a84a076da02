import { readMoneyValue } from './money';
import { isBlankValue } from './placeholder';
import { formatTableCell, type TableFormatOptions } from './table';
import { readTableValue, tableColumnType, type TableColumnConfig, type TableRecord } from './tableColumns';

/**
 * CSV building (RFC 4180) for the table's export option (spec 03 §9, F3.13). Pure: the caller turns
 * the text into a file.
 */

export interface CsvOptions {
  /** Field separator. @default ',' */
  separator?: string;
  /** Line ending; RFC 4180 asks CRLF. @default '\r\n' */
  newline?: string;
  /** Start with a UTF-8 byte order mark so spreadsheet programs read Arabic text correctly. @default false */
  bom?: boolean;
  /**
   * Neutralise spreadsheet formulas: a text cell starting with =, +, -, @, tab or carriage return is
   * prefixed with an apostrophe (plain numbers such as "-5.00" are left alone). @default true
   */
  guardFormulas?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d[\d,]*(?:\.\d*)?|\.\d+)$/;

/** Quotes one field when it holds the separator, a quote, a line break or edge spaces; quotes are doubled. */
export function escapeCsvField(value: string, options: CsvOptions = {}): string {
  const { separator = ',', guardFormulas = true } = options;
  let text = value;
  if (guardFormulas && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A field the caller built itself (e.g. a formatted amount "-$5.00"): quoted as needed, never formula-guarded. */
export interface CsvTrustedField {
  trusted: string;
}
export type CsvField = string | CsvTrustedField;

/** Joins rows of fields into CSV text; every row ends with the newline. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvField>>, options: CsvOptions = {}): string {
  const { separator = ',', newline = '\r\n', bom = false } = options;
  const field = (value: CsvField) =>
    typeof value === 'string' ? escapeCsvField(value, options) : escapeCsvField(value.trusted, { ...options, guardFormulas: false });
  const body = rows.map((row) => row.map(field).join(separator) + newline).join('');
  return (bom ? '\uFEFF' : '') + body;
}

export interface TableCsvOptions extends CsvOptions, TableFormatOptions {
  /** Column headings in the user's language (e.g. translated TITLEs); defaults to the TITLEs. */
  headers?: ReadonlyArray<string>;
}

/**
 * The table as CSV: a heading row, then one row per record with each cell formatted as the table
 * shows it (dates, prices with the symbol). Empty values stay empty rather than '--'.
 */
export function buildTableCsv(columns: ReadonlyArray<TableColumnConfig>, records: ReadonlyArray<TableRecord>, options: TableCsvOptions = {}): string {
  const headers = columns.map((column, index) => options.headers?.[index] ?? column.TITLE);
  const lines = records.map((record) =>
    columns.map((column) => {
      const value = readTableValue(record, column.VALUE);
      if (isBlankValue(value)) return '';
      const text = formatTableCell(value, column, { ...options, empty: '' });
      // A price we formatted from a number is ours, not user text: "-$5.00" must stay as is.
      return tableColumnType(column) === 'price' && readMoneyValue(value) !== undefined ? { trusted: text } : text;
    }),
  );
  return toCsv([headers, ...lines], options);
}
