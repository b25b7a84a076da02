/** Paying an order in B from My Orders (F3.16): the payment-method page's query. */
import { orderPayFlags, payEventFor } from '../../payments/checkout/payEvents';
import { toPaymentMethodSearch, type PaymentOrderItem } from '../../payments/checkout/paymentMethodQuery';
import type { Order } from '../order';


/** The order's lines as the payment page takes them: accNbr and prefix per item, each line once. */
export function orderPaymentItems(order: Pick<Order, 'orderItemList'>): PaymentOrderItem[] {
  const seen = new Set<string>();
  const items: PaymentOrderItem[] = [];
  for (const item of order.orderItemList ?? []) {
    if (!item.accNbr || seen.has(`${item.prefix ?? ''}${item.accNbr}`)) continue;
    seen.add(`${item.prefix ?? ''}${item.accNbr}`);
    items.push(item.prefix ? { accNbr: item.accNbr, prefix: item.prefix } : { accNbr: item.accNbr });
  }
  return items;
}

/**
 * F3.16: after a payment check answering 1, the payment-method page's query (spec 03 §2): the pay
 * event mapped from the event type (spec 03 §4 "Payment events mapping"), fromOrder=Y, eventType,
 * custOrderId, custOrderNbr, amountDisplay, currencySymbol and orderItemList (a package change is paid
 * as set-VAS). An event without a pay event of its own (an ownership transfer …) travels as the order
 * it is: the same query without payEvent.
 */
export function orderPaymentSearch(order: Order): string {
  const payEvent = payEventFor({ eventType: order.eventType, ...orderPayFlags(order.extData) });
  const amountDisplay = order.payAmountDisplay ?? order.orderAmountDisplay;
  const query = {
    fromOrder: 'Y' as const,
    ...(order.eventType ? { eventType: order.eventType } : {}),
    custOrderId: order.orderId,
    custOrderNbr: order.orderNbr,
    ...(amountDisplay ? { amountDisplay } : {}),
    ...(order.currencySymbol ? { currencySymbol: order.currencySymbol } : {}),
    orderItemList: orderPaymentItems(order),
  };
  if (payEvent) return toPaymentMethodSearch({ payEvent, ...query });
  // The page query is written by one function; it always writes a pay event, so it is dropped here.
  const params = new URLSearchParams(toPaymentMethodSearch({ payEvent: 'goods', ...query }));
  params.delete('payEvent');
  return params.toString();
}
