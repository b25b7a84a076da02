import { useId } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { Check, Copy, Download, X } from '../internal/icons/glyphs';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_FIRST_PAGE, tableColumnType, type TableColumnConfig, type TableRecord } from '@gaia/domain';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import { useT } from '../provider/GaiaContext';
import { CellValue, CopyButton, Footer, MessageCell, ScrollRegion, StyledTable, TableRoot, Toolbar } from './Table.styles';
import { useTable } from './useTable';

export type { TableColumnConfig, TableRecord };

export interface TableProps<Row extends TableRecord = TableRecord> {
  /** The server's column configuration: TITLE, TYPE, VALUE, WIDTH, CAN_COPY. */
  columns: readonly TableColumnConfig[];
  /**
   * The records. Without `total`, all records: the table pages through them itself. With `total`,
   * the records of the current page only (paging on the server: fetch on `onPageChange`).
   */
  rows: readonly Row[];
  /** The number of records on the server; setting it means paging happens on the server. */
  total?: number;
  /** A title for the table, before the total in its caption: a message key or text. */
  caption?: string;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page when uncontrolled. @default 1 */
  defaultPage?: number;
  /** Called with the new page. */
  onPageChange?: (page: number) => void;
  /** Records per page. @default 10 */
  pageSize?: number;
  /** The record field that identifies a row. @default the columns' rowId, else 'rowId' */
  rowKey?: string;
  /** Marks the table busy and shows the loading text when there are no rows yet. @default false */
  loading?: boolean;
  /** Show the Export button (CSV of the rows, or of `getExportRows`). @default false */
  exportable?: boolean;
  /** Name of the exported file. @default 'records.csv' */
  exportFileName?: string;
  /** Supplies every record for the export (e.g. all pages from the server); defaults to `rows`. */
  getExportRows?: () => readonly Row[] | Promise<readonly Row[]>;
  /** Called after the CSV is built and its download started. */
  onExported?: (csv: string, fileName: string) => void;
  /** Called when `getExportRows` fails; no file is made. */
  onExportError?: (error: unknown) => void;
  /** Called after a CAN_COPY cell's value reached the clipboard. */
  onCopied?: (text: string, column: TableColumnConfig, row: Row) => void;
  /** The total caption, with {{count}}: a message key. @default 'gaia_table_total' */
  totalLabel?: string;
  /** @default 'gaia_table_export' */
  exportLabel?: string;
  /** @default 'gaia_table_empty' */
  emptyLabel?: string;
  /** @default 'gaia_table_loading' */
  loadingLabel?: string;
  /** Name of a copy button, with {{value}}: a message key. @default 'gaia_table_copy' */
  copyLabel?: string;
  /** Announced after a copy. @default 'gaia_table_copied' */
  copiedLabel?: string;
  /** Announced when the clipboard refused. @default 'gaia_table_copy_failed' */
  copyFailedLabel?: string;
}

const cssWidth = (width: TableColumnConfig['WIDTH']) => (typeof width === 'number' ? `${width}px` : width || undefined);

/**
 * The paginated table driven by the server's column configuration: dates as
 * 'Do MMM YYYY', date-times with HH:mm:ss, prices with 2 decimals and the configured currency symbol,
 * '--' for empty values, copy buttons on CAN_COPY columns, the "Total: N Records" caption, pages,
 * and an optional CSV export.
 */
export function Table<Row extends TableRecord = TableRecord>({
  columns,
  rows,
  total,
  caption,
  page,
  defaultPage = TABLE_FIRST_PAGE,
  onPageChange,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  rowKey,
  loading = false,
  exportable = false,
  exportFileName = 'records.csv',
  getExportRows,
  onExported,
  onExportError,
  onCopied,
  totalLabel = 'gaia_table_total',
  exportLabel = 'gaia_table_export',
  emptyLabel = 'gaia_table_empty',
  loadingLabel = 'gaia_table_loading',
  copyLabel = 'gaia_table_copy',
  copiedLabel = 'gaia_table_copied',
  copyFailedLabel = 'gaia_table_copy_failed',
}: TableProps<Row>) {
  const t = useT();
  const captionId = useId();
  const table = useTable<Row>({
    columns,
    rows,
    total,
    page,
    defaultPage,
    onPageChange,
    pageSize,
    rowKey,
    exportFileName,
    getExportRows,
    onExported,
    onExportError,
    onCopied,
  });
  const { copied } = table;

  return (
    <TableRoot>
      {exportable ? (
        <Toolbar>
          <Button
            variant="secondary"
            size="sm"
            icon={<Download size={16} aria-hidden="true" />}
            loading={table.exporting}
            disabled={loading}
            onClick={() => void table.exportCsv()}
          >
            {exportLabel}
          </Button>
        </Toolbar>
      ) : null}
      {/* A sideways-scrolling region must be focusable so it can be scrolled with the keyboard. */}
      <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable aria-busy={loading || undefined}>
          <caption id={captionId}>
            {caption ? <span>{t(caption)}</span> : null}
            <span>{t(totalLabel, { count: table.count })}</span>
          </caption>
          <thead>
            <tr>
              {/* WIDTH is also the column's minimum (spec 03 §9: tradeType at least 130): a narrow screen scrolls the region instead of squeezing it. */}
              {columns.map((column, index) => (
                <th key={`${column.VALUE}:${index}`} scope="col" data-type={tableColumnType(column)} style={{ width: cssWidth(column.WIDTH), minWidth: cssWidth(column.WIDTH) }}>
                  {t(column.TITLE)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.pageRows.length === 0 ? (
              <tr>
                <MessageCell colSpan={Math.max(columns.length, 1)}>{t(loading ? loadingLabel : emptyLabel)}</MessageCell>
              </tr>
            ) : (
              table.pageRows.map((row, rowIndex) => {
                const key = table.keyOf(row, rowIndex);
                return (
                  <tr key={key}>
                    {table.cellsOf(row, key).map((cell) => {
                      const plain = cell.type === 'text' || cell.empty;
                      if (plain && cell.copyText === undefined) {
                        return (
                          <td key={cell.key} data-type={cell.type} data-empty={cell.empty ? '' : undefined}>
                            {cell.text}
                          </td>
                        );
                      }
                      return (
                        <td key={cell.key} data-type={cell.type}>
                          <CellValue>
                            {/* Numbers, dates and prices keep left-to-right order inside Arabic text. */}
                            <span dir={plain ? undefined : 'ltr'}>{cell.text}</span>
                            {cell.copyText !== undefined ? (
                              <CellCopyButton
                                label={t(copyLabel, { value: cell.copyText })}
                                state={copied?.key === cell.key ? (copied.ok ? 'ok' : 'failed') : undefined}
                                onPress={() => void table.copy(cell, row)}
                              />
                            ) : null}
                          </CellValue>
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </StyledTable>
      </ScrollRegion>
      {table.pageCount > 1 ? (
        <Footer>
          <Pagination value={table.current} pageCount={table.pageCount} onChange={table.setPage} disabled={loading} />
        </Footer>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {/* A new node per copy, so a second copy is announced again. */}
        {copied ? <span key={copied.at}>{t(copied.ok ? copiedLabel : copyFailedLabel)}</span> : null}
      </VisuallyHidden>
    </TableRoot>
  );
}

function CellCopyButton({ label, state, onPress }: { label: string; state?: 'ok' | 'failed'; onPress: () => void }) {
  const Icon = state === 'ok' ? Check : state === 'failed' ? X : Copy;
  return (
    <CopyButton type="button" aria-label={label} data-copied={state} onClick={onPress}>
      <Icon size={16} aria-hidden="true" />
    </CopyButton>
  );
}
