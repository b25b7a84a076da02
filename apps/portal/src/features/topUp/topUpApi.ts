import { queryOptions } from '@tanstack/react-query';
import { createTopUpApi } from '@gaia/domain/api';
import { topUpKeys } from '@gaia/domain';
import { http, readHttp } from '../../app/api';

/** Top-up's reads, for query functions (their failures reach the catalogue as the query's). */
const topUpReadApi = createTopUpApi(readHttp);

/** Top-up's checks (preCheck, prePay): each a mutation of the cache; the page shows their refusals. */
export const topUpApi = createTopUpApi(http);

/** The currencies of the switch (F3.6): the same for the whole visit. */
export const currenciesQuery = queryOptions({
  queryKey: topUpKeys.currencies(),
  queryFn: () => topUpReadApi.currencyCodes(),
  staleTime: Infinity,
});

/** The amounts, limits and integer rule of one currency (F3.6). */
export function amountsQuery(currencyCode: string) {
  return queryOptions({
    queryKey: topUpKeys.amounts(currencyCode),
    queryFn: () => topUpReadApi.amountConfig(currencyCode),
    staleTime: 5 * 60_000,
  });
}

/** The amount owed on an account and the bill amount limit (F3.7). */
export function owedQuery(acctNbr: string) {
  return queryOptions({
    queryKey: topUpKeys.owed(acctNbr),
    queryFn: () => topUpReadApi.acctOweInfo(acctNbr),
  });
}
