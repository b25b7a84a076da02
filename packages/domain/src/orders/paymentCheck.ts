/** The payment check of an order (F3.16, spec 03 §4 "Payment check results"). */
import { OrderMessageKey } from './orderCardActions';
import type { ResultEnvelope } from './orderResult';

export type PaymentCheckOutcome =
  | { kind: 'selectPaymentMethod' }
  | { kind: 'pleaseWait'; titleKey: string; contentKey: string }
  | { kind: 'oops'; titleKey: string; contentKey: string }
  | { kind: 'message'; messageKey: string }
  | { kind: 'serverMessage'; message: string };

/**
 * F3.16: the payment check (spec 03 §4 "Payment check results"): a non-200 code shows the server
 * resultMsg; result 1 goes to payment-method selection; 3 opens the please-wait (mobile-money)
 * dialog with the check-result-3 text; 4 an oops dialog; anything else the check-result-2 message.
 */
export function paymentCheckOutcome(response: ResultEnvelope | null | undefined): PaymentCheckOutcome {
  if (!response || String(response.code) !== '200') {
    const message = response?.resultMsg?.trim();
    return message ? { kind: 'serverMessage', message } : { kind: 'message', messageKey: OrderMessageKey.checkResult2 };
  }
  switch (Number(response.data?.result)) {
    case 1:
      return { kind: 'selectPaymentMethod' };
    case 3:
      return { kind: 'pleaseWait', titleKey: OrderMessageKey.checkPleaseWaitTitle, contentKey: OrderMessageKey.checkResult3 };
    case 4:
      return { kind: 'oops', titleKey: OrderMessageKey.checkOopsTitle, contentKey: OrderMessageKey.checkOopsContent };
    default:
      return { kind: 'message', messageKey: OrderMessageKey.checkResult2 };
  }
}
