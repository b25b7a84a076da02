import { paymentKeys } from '../../kernel/http/queryKeys';

/** Query keys of top-up and the amount owed (docs/adr/0016), under the payments area. */
export const topUpKeys = {
  all: [...paymentKeys.all, 'topUp'] as const,
  /** The currencies of the switch. */
  currencies: () => [...paymentKeys.all, 'topUp', 'currencies'] as const,
  /** The amounts of one currency. */
  amounts: (currencyCode: string) => [...paymentKeys.all, 'topUp', 'amounts', currencyCode] as const,
  /** The amount owed on an account. */
  owed: (acctNbr: string) => [...paymentKeys.all, 'bill', 'owed', acctNbr] as const,
};
