import type { KeyValueStorage } from '../../kernel/storage/keys';
import { toPaymentMethodSearch, type PaymentMethodQuery } from './paymentMethodQuery';

const ATTEMPT_PREFIX = 'gaia_payment_attempt:';

/** One attempt at a payment: its idempotency key and the method it was made with. */
export interface PaymentAttempt {
  idempotencyKey: string;
  paymentMethodCode: string;
}

/** What identifies "the same payment": its whole query (what, for whom, how much). */
export function paymentScope(query: PaymentMethodQuery): string {
  return toPaymentMethodSearch(query);
}

/**
 * F3.8 "never twice": the idempotency key of each attempt at a payment, kept in session storage so
 * a double click, a reload during the payment or a retried request sends the same key again (the
 * backend then answers the same transaction). A new key is made only when the method changes or
 * the last attempt ended (finish): paying again on purpose is a new payment.
 */
export function createPaymentAttempts(storage: KeyValueStorage, newKey: () => string) {
  const read = (scope: string): PaymentAttempt | undefined => {
    try {
      const parsed = JSON.parse(storage.getItem(ATTEMPT_PREFIX + scope) ?? 'null') as Partial<PaymentAttempt> | null;
      return parsed && typeof parsed.idempotencyKey === 'string' && typeof parsed.paymentMethodCode === 'string'
        ? { idempotencyKey: parsed.idempotencyKey, paymentMethodCode: parsed.paymentMethodCode }
        : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** The attempt in progress for this payment, if any (its method is preselected on return). */
    current: (query: PaymentMethodQuery) => read(paymentScope(query)),
    /** The attempt to pay with this method: the one in progress when the method is the same. */
    begin(query: PaymentMethodQuery, paymentMethodCode: string): PaymentAttempt {
      const scope = paymentScope(query);
      const existing = read(scope);
      if (existing?.paymentMethodCode === paymentMethodCode) return existing;
      const attempt = { idempotencyKey: newKey(), paymentMethodCode };
      storage.setItem(ATTEMPT_PREFIX + scope, JSON.stringify(attempt));
      return attempt;
    },
    /** The attempt has its final answer: the next payment of the same query is a new one. */
    finish(query: PaymentMethodQuery): void {
      storage.removeItem(ATTEMPT_PREFIX + paymentScope(query));
    },
  };
}

export type PaymentAttempts = ReturnType<typeof createPaymentAttempts>;
