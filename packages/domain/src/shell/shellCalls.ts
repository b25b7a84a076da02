import type { HttpClient } from '../kernel/http/createHttpClient';
import type { TableColumnConfig } from '../kernel/format/tableColumns';
import type { LineApproval, MenuList, OperationLogPage, PageInfo, UserPermission } from './model';
import { NEW_CONNECTION_EVENT } from './lineCount';
import { OPERATION_LOG_COLUMNS_ENTITY } from './operationLog';

/** Paths of the shell's calls as spec 03 §7 lists them. */
export const ShellPath = {
  menuList: '/ecare/menu/list',
  permission: '/ecare/user/permission',
  /**
   * The table's column configuration. Spec 03 §7 serves table records from
   * /common/ceeEntity/{entityCode}/records; the sandbox's reference lists answer that path, so the
   * operation log's columns have a path of their own (README "Paths of our own").
   */
  /** The table records of an entity (spec 03 §7 GET /common/ceeEntity/{entityCode}/records). */
  ceeEntityRecords: (entityCode: string) => `/ecare/common/ceeEntity/${encodeURIComponent(entityCode)}/records`,
  operateLog: '/ecare/operateLog/list',
  subsEventPreCheck: '/ecare/subs/subsEvent/preCheck',
} as const;

/** The shell's calls (F3.1, F3.12, F3.13). */
export function createShellApi(http: HttpClient) {
  return {
    /** POST /ecare/menu/list → {menuCardType, menuList}. */
    menuList: () => http.call<MenuList>({ path: ShellPath.menuList, data: {} }),
    /** POST /ecare/user/permission → {permissionList, operationFlag, limitWebExcludedRoutes}. */
    permission: () => http.call<UserPermission>({ path: ShellPath.permission, data: {} }),
    /** GET /ecare/common/ceeEntity/OPERATE_LOG_TABLE_COLUMN/records?locale → data.recordList: the column configuration, titles in the user's language. */
    operationLogColumns: (locale: string) =>
      http
        .call<{ recordList: TableColumnConfig[] }>({
          method: 'GET',
          path: ShellPath.ceeEntityRecords(OPERATION_LOG_COLUMNS_ENTITY),
          params: { locale },
        })
        .then((data) => data?.recordList ?? []),
    /** POST /ecare/operateLog/list {pageInfo} → {list, total}. */
    operationLog: (pageInfo: PageInfo) => http.call<OperationLogPage>({ path: ShellPath.operateLog, data: { pageInfo } }),
    /** POST /ecare/subs/subsEvent/preCheck {eventType NEW_CONNECTION} → approval data (reqMaxLine, subsCount, maxAllowedSubsCount). */
    lineApproval: () =>
      http.call<LineApproval>({ path: ShellPath.subsEventPreCheck, data: { eventType: NEW_CONNECTION_EVENT } }),
    /** The same check with the count chosen in the modal: the server confirms the request fits. */
    requestLines: (reqLineCount: number) =>
      http.call<LineApproval>({
        path: ShellPath.subsEventPreCheck,
        data: { eventType: NEW_CONNECTION_EVENT, reqLineCount },
        reportBusinessErrors: false,
      }),
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
