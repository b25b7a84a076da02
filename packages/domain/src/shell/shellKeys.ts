import { areaKeys } from '../kernel/http/queryKeys';

/** Query keys of the shell's server state (user-scoped: dropped when the session ends). */
export const shellKeys = {
  ...areaKeys('shell'),
  /** The menu differs between a visitor exploring and a signed-in user. */
  menu: (audience: 'explore' | 'signedIn') => ['shell', 'menu', audience] as const,
  permission: () => ['shell', 'permission'] as const,
  lineApproval: () => ['shell', 'lineApproval'] as const,
  operationLogColumns: (locale: string) => ['shell', 'operationLog', 'columns', locale] as const,
  operationLogPage: (page: number, pageSize: number) => ['shell', 'operationLog', 'page', page, pageSize] as const,
};
