import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { ConsumptionQuery, ConsumptionResponse } from './model';

/** Paths exactly as spec 03 §7 lists them (common calls, under /ecare). */
export const UsageHistoryPath = {
  consumptionList: '/ecare/statistics/consumption/list',
} as const;

/** The usage history call (spec 03 §7 /statistics/consumption/list; F3.4). */
export function createUsageHistoryApi(http: HttpClient) {
  return {
    /** {subsId, accNbr, beginDate, endDate, unitType?} → the daily use of the line per unit type. */
    consumptionList: (query: ConsumptionQuery) =>
      http.call<ConsumptionResponse>({
        path: UsageHistoryPath.consumptionList,
        data: { ...query, accNbr: query.accNbr.trim() },
      }),
  };
}

export type UsageHistoryApi = ReturnType<typeof createUsageHistoryApi>;
