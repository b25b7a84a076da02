/** Server calls: My Orders list, cancel, rate, payment check (spec 03 §7 "Orders"; F3.14, F3.16, F3.20). */
import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { OrderCancelRequest, OrderEvaluation } from '../order';
import type { OrderListPage, OrderListRequest } from './orderListModel';
import { OrderListPath } from './orderListPaths';

/** data.result of the payment check (1 payable, 2 not yet, 3 mobile money pending, 4 failure). */
export interface PaymentCheckResult {
  result: number;
}

/** data.result of cancel and evaluation (1 = OK). */
export interface OrderActionResult {
  result: number;
}

/** The My Orders calls. The actions resolve with every business answer so the screen decides (spec 03 §8). */
export function createOrderListApi(http: HttpClient) {
  return {
    /** F3.14: one page of the customer's orders. */
    list: (request: OrderListRequest, signal?: AbortSignal) =>
      http.call<OrderListPage>({ path: OrderListPath.list, data: request, ...(signal ? { signal } : {}) }),
    /** F3.16: {custOrderId} → code, data.result, resultMsg. */
    paymentCheck: (custOrderId: string) => http.envelope<PaymentCheckResult | null>({ path: OrderListPath.paymentCheck, data: { custOrderId } }),
    /** F3.16: {custOrderId, remarks} → data.result vs OK, resultMsg. */
    cancel: (request: OrderCancelRequest) => http.envelope<OrderActionResult | null>({ path: OrderListPath.cancel, data: request }),
    /** F3.16, F3.20: {orderId, orderNbr, star, comments} → data.result, resultMsg. */
    evaluate: (evaluation: OrderEvaluation) => http.envelope<OrderActionResult | null>({ path: OrderListPath.evaluation, data: evaluation }),
  };
}

export type OrderListApi = ReturnType<typeof createOrderListApi>;
