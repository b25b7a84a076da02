import type { HttpClient } from '../../kernel/http/createHttpClient';
import {
  IDEMPOTENCY_HEADER,
  type PayRequest,
  type PayResult,
  type PaymentCheckData,
  type PaymentCheckRequest,
  type PaymentMethod,
  type PaymentMethodListRequest,
  type PaymentTransaction,
} from './checkout';

/** Paths exactly as spec 03 §7 lists them. */
export const CheckoutPath = {
  methodList: '/ecare/payment/method/list',
  pay: '/ecare/payment/pay',
  check: '/ecare/payment/check',
  callback: '/ecare/payment/callback',
  transaction: (transactionSn: string) => `/ecare/transaction/${encodeURIComponent(transactionSn)}`,
} as const;

/** Server calls: payment methods, pay, check, callback and the transaction status (spec 03 F3.8). */
export function createCheckoutApi(http: HttpClient) {
  return {
    /** The methods offered for a payment → data.paymentMethodList. */
    methodList: async (request: PaymentMethodListRequest) =>
      (await http.call<{ paymentMethodList?: PaymentMethod[] } | null>({ path: CheckoutPath.methodList, data: request }))?.paymentMethodList ?? [],
    /**
     * Starts (or, with the same idempotency key, finds again) a payment; the key also travels as a
     * header so a retried request is recognised before its body is read.
     */
    pay: (request: PayRequest) =>
      http.call<PayResult>({
        path: CheckoutPath.pay,
        data: request,
        headers: { [IDEMPOTENCY_HEADER]: request.idempotencyKey },
        reportBusinessErrors: false,
      }),
    /** The payment check: every business answer (the page decides on code and result, spec 03 §4). */
    check: (request: PaymentCheckRequest) => http.envelope<PaymentCheckData | null>({ path: CheckoutPath.check, data: request }),
    /** The payer is back from the provider: the backend asks the provider and records its answer. */
    callback: (transactionSn: string) => http.call<PaymentTransaction>({ path: CheckoutPath.callback, data: { transactionSn }, reportBusinessErrors: false }),
    /** GET /ecare/transaction/{transactionSn}. */
    transaction: (transactionSn: string) => http.call<PaymentTransaction>({ method: 'GET', path: CheckoutPath.transaction(transactionSn) }),
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
