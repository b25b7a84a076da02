/** Order detail (F3.15): footer actions, eSIM QR, receipt, timeline tone, package comparison. */
import { OrderState, type Order, type OrderItem, type OrderTimelineStep } from './order';
import { canCancelOrder } from './orderCardActions';
import type { OrderPaymentCountdown } from './paymentCountdown';

/** Buttons of the detail footer (spec 03 §2 item 4). */
export type OrderDetailAction = { action: 'cancel'; disabled: false } | { action: 'continuePayment'; disabled: boolean };

/**
 * F3.15: the detail footer — Cancel (B and V), Continue payment (B only, disabled until the
 * countdown value exists; also once it has run out, since the order is then closing).
 */
export function orderDetailFooterActions(order: Pick<Order, 'orderState'>, countdown: OrderPaymentCountdown | undefined): OrderDetailAction[] {
  const actions: OrderDetailAction[] = [];
  if (canCancelOrder(order)) actions.push({ action: 'cancel', disabled: false });
  if (order.orderState === OrderState.awaitingPayment) actions.push({ action: 'continuePayment', disabled: !countdown || countdown.expired });
  return actions;
}

/** F3.15, B5: an eSIM order (extData.esimFlag Y) shows the activation QR code. */
export function showEsimQr(order: Pick<Order, 'extData'>): boolean {
  return String(order.extData?.esimFlag ?? '').trim().toUpperCase() === 'Y';
}

/** F3.15: the receipt document id (attrCode receiptDocId); the receipt row shows when there is one. */
export function orderReceiptDocId(order: Pick<Order, 'extData'>): string | undefined {
  const value = order.extData?.attrValueList?.find((attr) => attr.attrCode === 'receiptDocId')?.attrValue;
  return value && value.trim() ? value.trim() : undefined;
}

/** F3.15: timeline steps DECLINED and CANCELLED are styled as errors. */
export function timelineStepTone(step: Pick<OrderTimelineStep, 'processStep'>): 'error' | 'normal' {
  const value = (step.processStep ?? '').toUpperCase();
  return value === 'DECLINED' || value === 'CANCELLED' ? 'error' : 'normal';
}

/**
 * F3.15: the old-to-new package comparison — the deactivated (D) and activated (A) lines of a
 * package order; undefined unless both exist.
 */
export function packageComparison(order: Pick<Order, 'orderItemList'>): { from: OrderItem; to: OrderItem } | undefined {
  const items = order.orderItemList ?? [];
  const from = items.find((item) => item.offerActType === 'D');
  const to = items.find((item) => item.offerActType === 'A');
  return from && to ? { from, to } : undefined;
}
