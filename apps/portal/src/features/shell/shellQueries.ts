import { queryOptions } from '@tanstack/react-query';
import {
  VISITOR_WITHOUT_MENU,
  isMenuRefusedToVisitor,
  shellKeys,
  type LineApproval,
  type MenuList,
  type OperationLogPage,
  type TableColumnConfig,
  type UserPermission,
} from '@gaia/domain';
import { createShellApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** The shell's calls on the portal's request layer (F3.1, F3.12, F3.13). */
export const shellApi = createShellApi(readHttp);
/** The line request is a write: it goes through the write layer. */
const shellWrites = createShellApi(http);

/**
 * The left menu: the signed-in user's, or the explorer's (no session). A backend that refuses its
 * menu to visitors (401) leaves a visitor without a menu, still browsing: answered here, the refusal
 * never reaches the catalogue's re-login rule, which is for a session that ended.
 */
export function menuQuery(audience: 'explore' | 'signedIn') {
  return queryOptions<MenuList>({
    queryKey: shellKeys.menu(audience),
    queryFn: async () => {
      try {
        return await shellApi.menuList();
      } catch (error) {
        if (isMenuRefusedToVisitor(audience, error)) return VISITOR_WITHOUT_MENU;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** What the user may do and the operation flag (fetched only when signed in, spec 03 §6). */
export const permissionQuery = queryOptions<UserPermission>({
  queryKey: shellKeys.permission(),
  queryFn: () => shellApi.permission(),
  staleTime: 5 * 60_000,
});

/** The onboarding approval data behind the request-line-count modal (F3.12): fresh on each opening. */
export const lineApprovalQuery = queryOptions<LineApproval>({
  queryKey: shellKeys.lineApproval(),
  queryFn: () => shellApi.lineApproval(),
  staleTime: 0,
});

/** The operation log's column configuration in the interface language (F3.13). */
export function operationLogColumnsQuery(locale: string) {
  return queryOptions<TableColumnConfig[]>({
    queryKey: shellKeys.operationLogColumns(locale),
    queryFn: () => shellApi.operationLogColumns(locale),
    staleTime: 30 * 60_000,
  });
}

/** One page of the operation log. */
export function operationLogPageQuery(page: number, pageSize: number) {
  return queryOptions<OperationLogPage>({
    queryKey: shellKeys.operationLogPage(page, pageSize),
    queryFn: () => shellApi.operationLog({ currentPage: page, pageSize }),
  });
}

/** Sends the chosen count with the new-connection pre-check (F3.12). */
export function requestLines(count: number): Promise<LineApproval> {
  return shellWrites.requestLines(count);
}
