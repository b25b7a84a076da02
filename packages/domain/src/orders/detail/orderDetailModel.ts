/** The order detail's answers and cache keys (F3.15). */
import { nonEmptyText } from '../../kernel/format/jsonObject';
import { orderKeys } from '../../kernel/http/queryKeys';
import type { Order, OrderTimelineStep } from '../order';
import { parseServerTime, serverClockOffset } from '../paymentCountdown';

/** The detail call's data: the order plus the server's time when it answered (epoch ms). */
export type OrderDetailAnswer = Order & { serverTime?: number | string };

/** The timeline call's data: the steps, oldest first. */
export interface OrderTimelineAnswer {
  processList: OrderTimelineStep[];
}

/** attrCode of extData.attrValueList holding a completed eSIM order's activation code (LPA string). */
export const ESIM_ACTIVATION_ATTR = 'esimActivationCode';

/** Cache keys of one order's detail and timeline. */
export const orderDetailKeys = {
  detail: (orderId: string) => orderKeys.detail(orderId),
  timeline: (orderId: string) => [...orderKeys.detail(orderId), 'timeline'] as const,
};

/** F3.15, B5: the eSIM activation code of an order, when the server gave one. */
export function esimActivationCode(order: Pick<Order, 'extData'>): string | undefined {
  const value = order.extData?.attrValueList?.find(
    (attr) => attr.attrCode === ESIM_ACTIVATION_ATTR,
  )?.attrValue;
  return value?.trim() || undefined;
}

/** F3.15: the payment method named in extData (paymentMethodName), when there is one. */
export function orderPaymentMethod(order: Pick<Order, 'extData'>): string | undefined {
  return nonEmptyText(order.extData?.paymentMethodName);
}

/**
 * F3.15: the server clock offset of a detail answer — its serverTime field, else the response's
 * Date header — measured against the device time when it arrived; 0 when neither is readable, so
 * the count falls back to the device clock rather than failing.
 */
export function detailClockOffset(
  answer: Pick<OrderDetailAnswer, 'serverTime'>,
  receivedAtMs: number,
  dateHeader?: string | null,
): number {
  const fromField = parseServerTime(answer.serverTime ?? undefined);
  const fromHeader = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  const server = fromField ?? (Number.isNaN(fromHeader) ? undefined : fromHeader);
  return server === undefined ? 0 : serverClockOffset(server, receivedAtMs);
}

/** The key/value rows of a non-goods detail (F3.15): order number, type, channel, times, amount. */
export interface OrderDetailRow {
  labelKey: string;
  value: string | number;
  kind?: 'dateTime' | 'text';
}

/** Placeholder for an empty value (spec 03 §9). */
export const EMPTY_DISPLAY = '--';

/** F3.15: the key/value list of an order; absent values show '--'. */
export function orderDetailRows(order: Order): OrderDetailRow[] {
  const text = (value: string | number | undefined) =>
    value === undefined || value === '' ? EMPTY_DISPLAY : value;
  return [
    { labelKey: 'gaia_orderdetail_order_number', value: text(order.orderNbr) },
    {
      labelKey: 'gaia_orderdetail_event_type',
      value: text(order.eventTypeName || order.eventType),
    },
    { labelKey: 'gaia_orderdetail_created', value: text(order.createdDate), kind: 'dateTime' },
    { labelKey: 'gaia_orderdetail_updated', value: text(order.stateDate), kind: 'dateTime' },
    { labelKey: 'gaia_orderdetail_channel', value: text(order.contactChannelName) },
    {
      labelKey: 'gaia_orderdetail_amount',
      value: text(order.payAmountDisplay || order.orderAmountDisplay),
    },
  ];
}
