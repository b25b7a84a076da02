import { balanceKeys, subscriptionKeys } from '../../kernel/http/queryKeys';

/**
 * Query keys of the home (docs/adr/0016), under the subscriptions and balances areas so that
 * invalidating `balanceKeys.all` after a booster purchase refreshes balances, points and offers.
 */
export const linesKeys = {
  /** The customer's lines. */
  list: (custNbr: string) => subscriptionKeys.list({ custNbr }),
  /** One line's detail, looked up by number (the corporate search). */
  detail: (accNbr: string) => subscriptionKeys.detail(accNbr),
  /** The property configuration the home reads. */
  properties: () => [...subscriptionKeys.all, 'properties'] as const,
  /** A line's balances. */
  balance: (subsId: string) => balanceKeys.detail(subsId),
  /** A line's points. */
  points: (accNbr: string) => [...balanceKeys.all, 'points', accNbr] as const,
  /** The booster offers of a balance item of a line. */
  boosterOffers: (subsId: string, acctResCode: string) => [...balanceKeys.all, 'boosters', subsId, acctResCode] as const,
};
