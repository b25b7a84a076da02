import { queryOptions } from '@tanstack/react-query';
import { balanceQueryOf, linesKeys, type HomeProperties, type PointSystemValue, type Subscription } from '@gaia/domain';
import { linesReadApi } from './homeApi';

/** The property configuration the home reads (scene, point system, number rule, View order). */
export const homePropertiesQuery = queryOptions<HomeProperties>({
  queryKey: linesKeys.properties(),
  queryFn: () => linesReadApi.properties(),
  staleTime: Infinity,
});

/** The customer's lines (F3.2): /ecare/subs/list for the current customer. */
export function linesQuery(custNbr: string, custId: string | undefined) {
  return queryOptions<Subscription[]>({
    queryKey: linesKeys.list(custNbr),
    queryFn: () => linesReadApi.subsList({ custNbr, ...(custId ? { custId } : {}) }),
  });
}

/** A line's balances (F3.4). */
export function balanceQuery(line: Subscription) {
  return queryOptions({
    queryKey: linesKeys.balance(line.subsId),
    queryFn: () => linesReadApi.balance(balanceQueryOf(line)),
  });
}

/** A line's points from the configured point system (F3.4). */
export function pointsQuery(line: Subscription, pointSystem: PointSystemValue) {
  return queryOptions({
    queryKey: [...linesKeys.points(line.accNbr), pointSystem],
    queryFn: () => linesReadApi.points(pointSystem, balanceQueryOf(line)),
  });
}

/** The booster offers of a balance item of a line (F3.5). */
export function boosterOffersQuery(line: Subscription, acctResCode: string) {
  return queryOptions({
    queryKey: linesKeys.boosterOffers(line.subsId, acctResCode),
    queryFn: () => linesReadApi.boosterOffers({ acctResCode, accNbr: line.accNbr, subsId: line.subsId }),
  });
}
