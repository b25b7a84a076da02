import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPERATION_LOG_EXPORT_MAX,
  OPERATION_LOG_FILE_NAME,
  OperationLogPermission,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_FIRST_PAGE,
  hasPermission,
  tableColumns,
} from '@gaia/domain';
import { LoadFailed, Table, useGaia, useToast } from '@gaia/ui';
import { Heading, Page } from './OperationLogPage.styles';
import { useShell, type ShellState } from './ShellContext';
import { ShellSignInNeeded, ShellNotPermitted } from './ShellNotices';
import { operationLogColumnsQuery, operationLogPageQuery } from './shellQueries';

/**
 * /operationLog (F3.13): the customer's operation log in the server-configured table — columns from
 * the configuration (tradeType at least 130 wide), pages from the server with "Total: N Records",
 * copyable cells and, with the export permission, a CSV of every record.
 */
export default function OperationLogPage() {
  const shell = useShell();
  if (shell.access === 'explore') return <ShellSignInNeeded />;
  if (shell.permissionsReady && !hasPermission(shell.permissions, OperationLogPermission.view)) return <ShellNotPermitted />;
  return <OperationLog permissions={shell.permissions} />;
}

function OperationLog({ permissions }: { permissions: ShellState['permissions'] }) {
  const { t, locale } = useGaia();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(TABLE_FIRST_PAGE);
  const columns = useQuery(operationLogColumnsQuery(locale));
  const records = useQuery({ ...operationLogPageQuery(page, TABLE_DEFAULT_PAGE_SIZE), placeholderData: keepPreviousData });
  const shownColumns = useMemo(() => tableColumns(columns.data ?? []), [columns.data]);
  const total = records.data?.total ?? 0;

  /** Every record for the CSV, in one call (the server caps a page at OPERATION_LOG_EXPORT_MAX). */
  const allRecords = async () => {
    const size = Math.min(Math.max(total, 1), OPERATION_LOG_EXPORT_MAX);
    const all = await queryClient.fetchQuery(operationLogPageQuery(TABLE_FIRST_PAGE, size));
    return all.list;
  };

  const failed = columns.isError || (records.isError && !records.data);
  return (
    <Page aria-labelledby="operation-log-title">
      <Heading id="operation-log-title">{t('gaia_shell_operation_log_title')}</Heading>
      {failed ? (
        <LoadFailed
          message="gaia_shell_operation_log_failed"
          onRetry={() => {
            if (columns.isError) void columns.refetch();
            if (records.isError) void records.refetch();
          }}
        />
      ) : (
        <Table
          columns={shownColumns}
          rows={records.data?.list ?? []}
          total={total}
          page={page}
          onPageChange={setPage}
          pageSize={TABLE_DEFAULT_PAGE_SIZE}
          loading={columns.isPending || records.isFetching}
          exportable={hasPermission(permissions, OperationLogPermission.export)}
          exportFileName={OPERATION_LOG_FILE_NAME}
          getExportRows={allRecords}
          onExportError={() => toast.show({ tone: 'error', message: t('gaia_shell_operation_log_export_failed') })}
          onCopied={() => toast.show({ tone: 'success', message: t('gaia_table_copied') })}
        />
      )}
    </Page>
  );
}
