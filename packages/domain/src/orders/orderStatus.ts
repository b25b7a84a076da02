/** Order status (F3.14, F3.15): the badge tone, the timestamp shown, and the closing, countdown and rejected notices. */
import { OrderState, type Order } from './order';
import { OrderMessageKey } from './orderCardActions';

export type OrderBadgeTone = 'error' | 'complete' | 'warning' | 'info';

/**
 * F3.14: the status badge colour — R error; E and C complete (spec 03 §4). Not in the documents:
 * B (awaiting payment, closing soon) warning; A and V, and unknown states, info.
 */
export function orderBadgeTone(orderState: string): OrderBadgeTone {
  switch (orderState) {
    case OrderState.rejected:
      return 'error';
    case OrderState.cancelled:
    case OrderState.completed:
      return 'complete';
    case OrderState.awaitingPayment:
      return 'warning';
    default:
      return 'info';
  }
}

/**
 * F3.14: the timestamp of a card — C completed time, E cancel time, otherwise last update time
 * (spec 03 §4); the time is the order's stateDate (when it entered its state).
 */
export function orderTimestamp(order: Pick<Order, 'orderState' | 'stateDate'>): { labelKey: string; value?: string | number } {
  const labelKey =
    order.orderState === OrderState.completed
      ? OrderMessageKey.timeCompleted
      : order.orderState === OrderState.cancelled
        ? OrderMessageKey.timeCancelled
        : OrderMessageKey.timeUpdated;
  return order.stateDate === undefined ? { labelKey } : { labelKey, value: order.stateDate };
}

/** F3.14: the red closing-soon banner shows when the order is awaiting payment (state B). */
export function showOrderClosingBanner(order: Pick<Order, 'orderState'>): boolean {
  return order.orderState === OrderState.awaitingPayment;
}

/** F3.15: the payment countdown shows for state B. */
export function showPaymentCountdown(order: Pick<Order, 'orderState'>): boolean {
  return order.orderState === OrderState.awaitingPayment;
}

/** F3.15: the notice shows for state R. */
export function showRejectedNotice(order: Pick<Order, 'orderState'>): boolean {
  return order.orderState === OrderState.rejected;
}
