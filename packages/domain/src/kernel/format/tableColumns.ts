import { isYesFlag } from '../config/yesFlag';
import { isBlankValue } from './placeholder';

/**
 * The server-configured table's columns, records and paging (spec 03 §3 "Table column config", §9;
 * F3.13): what a table needs to lay itself out, apart from the cell formatting of ./table (which
 * brings the date library), so a table or a pager that formats no date does not carry it.
 */

/** Column types the server may send in TYPE. */
export const TABLE_COLUMN_TYPES = ['text', 'date', 'datetime', 'price', 'accNbr', 'serviceNbr'] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];

/** One column of the server's table configuration, with the server's own field names. */
export interface TableColumnConfig {
  /** Column heading: a message key or text already in the user's language. */
  TITLE: string;
  /** How values are shown; unknown or missing types are shown as text. */
  TYPE?: TableColumnType | (string & {});
  /** Name of the record field shown in this column (a dotted path reaches nested fields). */
  VALUE: string;
  /** Column width: a number of pixels, or any CSS length. */
  WIDTH?: number | string | null;
  /** Whether cells get a copy button: true, 'Y', 'y', 'true' or 1 mean yes. */
  CAN_COPY?: boolean | string | number | null;
  /** Name of the record field that identifies a row, when the configuration carries one. */
  rowId?: string;
}

/** A table row: one record as the server returns it. */
export type TableRecord = Readonly<Record<string, unknown>>;

/** The table's first page and default page size (spec 03 §9: "from constants, values not shown"). */
export const TABLE_FIRST_PAGE = 1;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

/** Normalises the server's TYPE (case-insensitive); anything unknown is text. */
export function tableColumnType(column: Pick<TableColumnConfig, 'TYPE'>): TableColumnType {
  const raw = typeof column.TYPE === 'string' ? column.TYPE.trim().toLowerCase() : '';
  return TABLE_COLUMN_TYPES.find((type) => type.toLowerCase() === raw) ?? 'text';
}

/** Whether the column's cells get a copy button. */
export function isCopyableColumn(column: Pick<TableColumnConfig, 'CAN_COPY'>): boolean {
  return isYesFlag(column.CAN_COPY);
}

/** Reads a column's field from a record; "a.b" reads nested fields when no flat "a.b" field exists. */
export function readTableValue(record: TableRecord, field: string): unknown {
  if (field in record) return record[field];
  return field.split('.').reduce<unknown>((node, key) => {
    if (node !== null && typeof node === 'object' && key in node) return (node as Record<string, unknown>)[key];
    return undefined;
  }, record);
}

/** The raw text of a cell as copied to the clipboard (no formatting, so numbers paste cleanly). */
export function tableCellCopyText(value: unknown): string {
  if (isBlankValue(value)) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}
