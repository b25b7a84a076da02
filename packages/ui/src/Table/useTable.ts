import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_FIRST_PAGE,
  buildTableCsv,
  formatTableCell,
  isCopyableColumn,
  isBlankValue,
  readTableValue,
  tableCellCopyText,
  tableColumnType,
  type TableColumnConfig,
  type TableFormatOptions,
  type TableRecord,
} from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';
import { useGaia } from '../provider/GaiaContext';
import { downloadText } from './downloadText';

/** How long the copied tick stays on a copy button. */
const COPIED_FEEDBACK_MS = 2000;

export interface UseTableOptions<Row extends TableRecord> {
  columns: readonly TableColumnConfig[];
  rows: readonly Row[];
  total?: number;
  page?: number;
  defaultPage: number;
  onPageChange?: (page: number) => void;
  pageSize: number;
  rowKey?: string;
  exportFileName: string;
  getExportRows?: () => readonly Row[] | Promise<readonly Row[]>;
  onExported?: (csv: string, fileName: string) => void;
  onExportError?: (error: unknown) => void;
  onCopied?: (text: string, column: TableColumnConfig, row: Row) => void;
}

export interface TableCell {
  key: string;
  column: TableColumnConfig;
  type: ReturnType<typeof tableColumnType>;
  text: string;
  empty: boolean;
  copyText?: string;
}

/**
 * Behaviour of the server-configured table: which rows are on the current page (the caller's
 * rows as they are when a `total` says paging happens on the server, or a slice of them otherwise),
 * formatted cells, copying to the clipboard with feedback, and the CSV export.
 */
export function useTable<Row extends TableRecord>(options: UseTableOptions<Row>) {
  const { columns, rows, total, pageSize: rawPageSize, exportFileName, getExportRows, onExported, onExportError, onCopied } = options;
  const { t, config, intlLocale: locale } = useGaia();
  const pageSize = Math.max(1, rawPageSize || TABLE_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useControlledState(options.page, options.defaultPage, options.onPageChange);
  const serverSide = total !== undefined;
  const count = serverSide ? total : rows.length;
  const pageCount = Math.ceil(count / pageSize);
  const current = Math.min(Math.max(page, TABLE_FIRST_PAGE), Math.max(pageCount, TABLE_FIRST_PAGE));
  const pageRows = serverSide ? rows : rows.slice((current - 1) * pageSize, current * pageSize);

  const format: TableFormatOptions = useMemo(
    () => ({
      locale,
      dateFormat: config.dateFormat,
      dateTimeFormat: config.dateTimeFormat,
      currencySymbol: config.currencySymbol,
      currencyPosition: config.currencyPosition,
    }),
    [locale, config.dateFormat, config.dateTimeFormat, config.currencySymbol, config.currencyPosition],
  );

  const rowKeyField = options.rowKey ?? columns.find((column) => column.rowId)?.rowId ?? 'rowId';
  const keyOf = useCallback(
    (row: Row, index: number) => {
      const id = readTableValue(row, rowKeyField);
      return isBlankValue(id) ? `row-${(current - 1) * pageSize + index}` : String(id);
    },
    [rowKeyField, current, pageSize],
  );

  const cellsOf = useCallback(
    (row: Row, rowKey: string): TableCell[] =>
      columns.map((column, index) => {
        const value = readTableValue(row, column.VALUE);
        const empty = isBlankValue(value);
        return {
          key: `${rowKey}:${column.VALUE}:${index}`,
          column,
          type: tableColumnType(column),
          text: formatTableCell(value, column, format),
          empty,
          copyText: isCopyableColumn(column) && !empty ? tableCellCopyText(value) : undefined,
        };
      }),
    [columns, format],
  );

  // Copy feedback: the tick on the pressed button and a polite announcement.
  const [copied, setCopied] = useState<{ key: string; ok: boolean; at: number }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (cell: TableCell, row: Row) => {
      if (cell.copyText === undefined) return;
      let ok = false;
      try {
        if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(cell.copyText);
        ok = true;
      } catch {
        ok = false;
      }
      setCopied({ key: cell.key, ok, at: Date.now() });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(undefined), COPIED_FEEDBACK_MS);
      if (ok) onCopied?.(cell.copyText, cell.column, row);
    },
    [onCopied],
  );

  const [exporting, setExporting] = useState(false);
  const exportCsv = useCallback(async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const source = getExportRows ? await getExportRows() : rows;
      // The file keeps the operator's date pattern as written in every language, so exports read alike.
      const csv = buildTableCsv(columns, source, { ...format, locale: 'en', headers: columns.map((column) => t(column.TITLE)), bom: true });
      downloadText(csv, exportFileName);
      onExported?.(csv, exportFileName);
    } catch (error) {
      onExportError?.(error);
    } finally {
      setExporting(false);
    }
  }, [exporting, getExportRows, rows, columns, format, t, exportFileName, onExported, onExportError]);

  return { count, pageCount, current, setPage, pageRows, keyOf, cellsOf, copied, copy, exporting, exportCsv };
}
