/** Which after-sale actions a goods order offers, and for which items (F4.5). */
import { OrderState, type Order, type OrderItem } from '../order';
import { isPurchaseGoodsOrder } from '../orderCardActions';
import { parseServerTime } from '../paymentCountdown';
import { isCodeOf } from '../../kernel/rules/codeTable';
import { AfterSaleAction, RETURN_WINDOW_DAYS, type AfterSaleActionName } from './afterSaleModel';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SKU attribute naming a SIM's kind, as orders carry it (in the language the order was placed in). */
const SIM_TYPE_ATTR = /^(sim type|نوع الشريحة)$/i;

/**
 * Whether an item is a SIM card: offerType SIM, a SIM already issued its serial (iccid), or a SKU
 * attribute "SIM type" (the shop's SIM products, physical or eSIM).
 */
export function isSimItem(item: Pick<OrderItem, 'offerType' | 'iccid' | 'skuAttrList'>): boolean {
  if (item.offerType?.toUpperCase() === 'SIM' || item.iccid) return true;
  return (item.skuAttrList ?? []).some((attr) => SIM_TYPE_ATTR.test(attr.attrName.trim()));
}

/** Whether a SIM item is already an eSIM (its "SIM type" attribute says eSIM): no upgrade to offer. */
export function isEsimItem(item: Pick<OrderItem, 'skuAttrList'>): boolean {
  return (item.skuAttrList ?? []).some(
    (attr) =>
      SIM_TYPE_ATTR.test(attr.attrName.trim()) &&
      /^(e-?sim|شريحة إلكترونية)$/i.test(attr.attrValueMask.trim()),
  );
}

/** The order's SIM items. */
export function simItemsOf(order: Pick<Order, 'orderItemList'>): OrderItem[] {
  return (order.orderItemList ?? []).filter(isSimItem);
}

/** When the return and exchange window of a completed order closes: completion time plus 14 days. */
export function returnWindowEndsAt(
  order: Pick<Order, 'orderState' | 'stateDate'>,
): number | undefined {
  if (order.orderState !== OrderState.completed) return undefined;
  const completed = parseServerTime(order.stateDate);
  return completed === undefined ? undefined : completed + RETURN_WINDOW_DAYS * DAY_MS;
}

/** Whether `now` (the server's time) lies within the order's return window. */
export function isWithinReturnWindow(
  order: Pick<Order, 'orderState' | 'stateDate'>,
  now: number,
): boolean {
  const end = returnWindowEndsAt(order);
  return end !== undefined && now <= end;
}

/** Whether an order is a completed purchase of goods, the only kind after sale applies to. */
export function isAfterSaleOrder(order: Pick<Order, 'orderState' | 'eventType'>): boolean {
  return order.orderState === OrderState.completed && isPurchaseGoodsOrder(order);
}

/**
 * F4.5: the actions a completed goods order offers, in the order they are shown — return and
 * exchange while its window is open (14 days from completion), change SIM when it holds a SIM,
 * and shipment tracking; none for any other order. Per-item limits come from the pre-checks.
 */
export function afterSaleActions(
  order: Pick<Order, 'orderState' | 'eventType' | 'stateDate' | 'orderItemList'>,
  now: number,
): AfterSaleActionName[] {
  if (!isAfterSaleOrder(order)) return [];
  const actions: AfterSaleActionName[] = [];
  if (isWithinReturnWindow(order, now))
    actions.push(AfterSaleAction.return, AfterSaleAction.exchange);
  if (simItemsOf(order).length > 0) actions.push(AfterSaleAction.simChange);
  actions.push(AfterSaleAction.track);
  return actions;
}

/** The action a /afterSale address names, or undefined for none or an unknown one. */
export function parseAfterSaleAction(
  value: string | null | undefined,
): AfterSaleActionName | undefined {
  return isCodeOf(AfterSaleAction, value) ? value : undefined;
}

/** The /afterSale address of an order's action. */
export function afterSalePath(orderId: string, action?: AfterSaleActionName): string {
  const search = new URLSearchParams({ orderId, ...(action ? { action } : {}) });
  return `/afterSale?${search.toString()}`;
}
