import type { TableColumnConfig } from '../kernel/format/tableColumns';

/**
 * The operation log page's table (spec 03 §3 "Table column config", §7 /operateLog/list and
 * /common/ceeEntity/{entityCode}/records, §9 "Table"; F3.13).
 */

/** The entity whose records are the operation log's column configuration. */
export const OPERATION_LOG_COLUMNS_ENTITY = 'OPERATE_LOG_TABLE_COLUMN';
/** Spec 03 §9: the tradeType column is at least 130 wide. */
export const TRADE_TYPE_MIN_WIDTH = 130;
/** The column that gets the minimum width. */
export const TRADE_TYPE_FIELD = 'tradeType';
/** Permission to see the operation log and to export it. */
export const OperationLogPermission = {
  view: 'OPERATION_LOG_VIEW',
  export: 'OPERATION_LOG_EXPORT',
} as const;
/** The exported file's name. */
export const OPERATION_LOG_FILE_NAME = 'operation-log.csv';
/** The most records one export asks the server for (every page at once). */
export const OPERATION_LOG_EXPORT_MAX = 1000;

function pixels(width: TableColumnConfig['WIDTH']): number | undefined {
  if (typeof width === 'number') return width;
  if (typeof width === 'string' && /^\s*\d+(\.\d+)?(px)?\s*$/.test(width)) return Number.parseFloat(width);
  return undefined;
}

/**
 * The columns as the table shows them: the server's order, WIDTH read as pixels, the tradeType
 * column never narrower than 130 (a non-pixel width there is replaced by 130).
 */
export function tableColumns(records: readonly TableColumnConfig[]): TableColumnConfig[] {
  return records.map((column) => {
    if (column.VALUE !== TRADE_TYPE_FIELD) return column;
    const width = pixels(column.WIDTH);
    return { ...column, WIDTH: Math.max(width ?? 0, TRADE_TYPE_MIN_WIDTH) };
  });
}
