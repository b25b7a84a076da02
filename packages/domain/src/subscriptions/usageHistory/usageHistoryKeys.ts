import { areaKeys } from '../../kernel/http/queryKeys';

/**
 * Query keys of the usage history (docs/adr/0016): one list per line and cycle. The area is
 * user-scoped, so a session's end drops it. The chart, its table and every balance item's run-out
 * notice read the same cached answer.
 */
export const usageHistoryKeys = {
  ...areaKeys('usageHistory'),
  cycle: (subsId: string, beginDate: string, endDate: string) =>
    ['usageHistory', 'list', { subsId, beginDate, endDate }] as const,
};
