import { queryOptions } from '@tanstack/react-query';
import { linesKeys, usageCycle, usageHistoryKeys, type BalanceQuery, type BalanceResponse, type ConsumptionResponse } from '@gaia/domain';
import { createLinesApi, createUsageHistoryApi } from '@gaia/domain/api';
import { readHttp } from '../../../app/api';

const usageHistoryApi = createUsageHistoryApi(readHttp);
const linesReadApi = createLinesApi(readHttp);

/** Usage statistics are filled during the day by the operator: a few minutes old is fresh enough. */
const USAGE_STALE_MS = 5 * 60_000;

/** The cache key of a line's cycle: the chart, its table and every run-out notice of the line share it. */
export function usageCycleKey(subsId: string, today: string) {
  const { beginDate, endDate } = usageCycle(today);
  return usageHistoryKeys.cycle(subsId, beginDate, endDate);
}

/** F3.4: the line's daily use over the cycle ending today, every unit type in one call. */
export function usageCycleQuery(subsId: string, accNbr: string, today: string) {
  const { beginDate, endDate } = usageCycle(today);
  return queryOptions<ConsumptionResponse>({
    queryKey: usageCycleKey(subsId, today),
    queryFn: () => usageHistoryApi.consumptionList({ subsId, accNbr, beginDate, endDate }),
    staleTime: USAGE_STALE_MS,
  });
}

/**
 * The line's balances under the home's own key (linesKeys.balance): when the home has loaded them,
 * the forecast reads that answer and refreshes with it (after a booster, say) instead of asking again.
 */
export function lineBalanceQuery(subsId: string, query: BalanceQuery) {
  return queryOptions<BalanceResponse>({
    queryKey: linesKeys.balance(subsId),
    queryFn: () => linesReadApi.balance(query),
  });
}
