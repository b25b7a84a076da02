/** Cancelling an order (F3.16): the payload, the reload delay and the outcome. */
import { type Order, type OrderCancelRequest } from './order';
import { normaliseRemarks } from './remarks';
import { OrderMessageKey, type OrderLayout } from './orderCardActions';
import { isResultOk, type ResultEnvelope } from './orderResult';

/** F3.16: the cancel payload (custOrderId, remarks). */
export function toCancelPayload(order: Pick<Order, 'orderId'>, remarks: string): OrderCancelRequest {
  return { custOrderId: order.orderId, remarks: normaliseRemarks(remarks).trim() };
}

/** Delay before the list reloads after a cancel (spec 03 §9: 1200 ms). */
export const ORDER_CANCEL_RELOAD_DELAY_MS = 1200;

export type CancelOutcome =
  | { ok: true; toastKey: string; closeDialog: true; reload: { what: 'list'; page: 1; delayMs: number } | { what: 'detailAndTimeline'; delayMs: number } }
  | { ok: false; message?: string; fallbackKey: string };

/**
 * F3.16: after a cancel — success when data.result is OK: the dialog closes and, after 1.2 s, the
 * list reloads at page 1 (web) or the detail and timeline reload (mobile); failure shows resultMsg,
 * else the cancel-failure message (spec 03 §4, §8).
 */
export function cancelOrderOutcome(response: ResultEnvelope | null | undefined, layout: OrderLayout): CancelOutcome {
  if (response && isResultOk(response.data?.result)) {
    return {
      ok: true,
      toastKey: OrderMessageKey.cancelSuccess,
      closeDialog: true,
      reload: layout === 'web' ? { what: 'list', page: 1, delayMs: ORDER_CANCEL_RELOAD_DELAY_MS } : { what: 'detailAndTimeline', delayMs: ORDER_CANCEL_RELOAD_DELAY_MS },
    };
  }
  const message = response?.resultMsg?.trim();
  return { ok: false, ...(message ? { message } : {}), fallbackKey: OrderMessageKey.cancelFailure };
}
