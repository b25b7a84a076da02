import { paymentKeys } from '../../kernel/http/queryKeys';
import type { PaymentMethodListRequest } from './checkout';

/** Query keys of the checkout (docs/adr/0016), under the payments area. */
export const checkoutKeys = {
  all: [...paymentKeys.all, 'checkout'] as const,
  /** The methods offered for a payment. */
  methods: (request: PaymentMethodListRequest) =>
    [...paymentKeys.all, 'checkout', 'methods', { payEvent: request.payEvent, amount: request.amount, eventType: request.eventType }] as const,
  /** One transaction's status. */
  transaction: (transactionSn: string) => [...paymentKeys.all, 'checkout', 'transaction', transactionSn] as const,
};
