/** Order cards (F3.14): which buttons an order shows, by state, event type and layout, and their labels. */
import { OrderEventType, OrderState, type Order } from './order';

export type OrderLayout = 'web' | 'mobile';

/** Buttons of an order card. */
export type OrderCardAction = 'continue' | 'payment' | 'detail' | 'cancel' | 'writeReview';

/** Message keys of the order screens. */
export const OrderMessageKey = {
  continue: 'gaia_order_action_continue',
  payment: 'gaia_order_action_payment',
  detail: 'gaia_order_action_detail',
  cancel: 'gaia_order_action_cancel',
  writeReview: 'gaia_order_action_write_review',
  continuePayment: 'gaia_order_action_continue_payment',
  closingSoon: 'gaia_order_closing_soon',
  rejectedNotice: 'gaia_order_rejected_notice',
  timeCompleted: 'gaia_order_time_completed',
  timeCancelled: 'gaia_order_time_cancelled',
  timeUpdated: 'gaia_order_time_updated',
  cancelSuccess: 'gaia_order_cancel_success',
  cancelFailure: 'gaia_order_cancel_failure',
  rateSuccess: 'gaia_order_rate_success',
  rateFailure: 'gaia_order_rate_failure',
  checkResult2: 'gaia_order_check_result_2',
  checkResult3: 'gaia_order_check_result_3',
  checkPleaseWaitTitle: 'gaia_order_check_please_wait_title',
  checkOopsTitle: 'gaia_order_check_oops_title',
  checkOopsContent: 'gaia_order_check_oops_content',
} as const;

/** The label key of each card action. */
export const ORDER_ACTION_LABEL_KEYS: Readonly<Record<OrderCardAction, string>> = {
  continue: OrderMessageKey.continue,
  payment: OrderMessageKey.payment,
  detail: OrderMessageKey.detail,
  cancel: OrderMessageKey.cancel,
  writeReview: OrderMessageKey.writeReview,
};

function isYesOrTrue(flag: unknown): boolean {
  if (typeof flag === 'boolean') return flag;
  return typeof flag === 'string' && ['y', 'true', '1'].includes(flag.trim().toLowerCase());
}

/** A new-connection order (eventType NEW_CONNECTION). */
export function isNewConnectionOrder(order: Pick<Order, 'eventType'>): boolean {
  return order.eventType === OrderEventType.newConnection;
}

/** A purchased-goods order (eventType PURCHASE_GOODS). */
export function isPurchaseGoodsOrder(order: Pick<Order, 'eventType'>): boolean {
  return order.eventType === OrderEventType.purchaseGoods;
}

/** F3.16: Cancel is offered only in states V and B (spec 03 §5). */
export function canCancelOrder(order: Pick<Order, 'orderState'>): boolean {
  return order.orderState === OrderState.cancellable || order.orderState === OrderState.awaitingPayment;
}

/** F3.16: Write review needs state C, purchased goods and requireEvaluation (spec 03 §5). */
export function canWriteReview(order: Pick<Order, 'orderState' | 'eventType' | 'requireEvaluation'>): boolean {
  return order.orderState === OrderState.completed && isPurchaseGoodsOrder(order) && isYesOrTrue(order.requireEvaluation);
}

/** F3.16: Continue is for a new-connection order in state A. */
export function canContinueOrder(order: Pick<Order, 'orderState' | 'eventType'>): boolean {
  return order.orderState === OrderState.unfinished && isNewConnectionOrder(order);
}

/**
 * F3.14: the buttons of an order card, in the documents' order (spec 03 §2).
 * Web: Continue (new connection, A), Payment (B), Detail, Cancel (V, B).
 * Mobile: Cancel (V, B), Write review (C, purchased goods, requireEvaluation), Continue (new
 * connection, A), Payment (B) — the mobile card itself opens the detail.
 */
export function orderCardActions(order: Pick<Order, 'orderState' | 'eventType' | 'requireEvaluation'>, layout: OrderLayout): OrderCardAction[] {
  const actions: OrderCardAction[] = [];
  const payment = order.orderState === OrderState.awaitingPayment;
  if (layout === 'web') {
    if (canContinueOrder(order)) actions.push('continue');
    if (payment) actions.push('payment');
    actions.push('detail');
    if (canCancelOrder(order)) actions.push('cancel');
    return actions;
  }
  if (canCancelOrder(order)) actions.push('cancel');
  if (canWriteReview(order)) actions.push('writeReview');
  if (canContinueOrder(order)) actions.push('continue');
  if (payment) actions.push('payment');
  return actions;
}
