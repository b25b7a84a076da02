import type { Order, OrderItem, OrderTimelineStep } from '@gaia/domain';

/** A sandbox order: the wire order, whose customer it is, and its process timeline. */
export interface SandboxOrder {
  custId: string;
  order: Order;
  timeline: OrderTimelineStep[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes an order of the sandbox waits for payment (state B). */
export const SANDBOX_PAYMENT_TIMEOUT_MINUTES = 30;
/** How long ago an order in B was created: with 30 minutes to pay, it has 8 minutes left at seed time. */
export const SANDBOX_AWAITING_AGE_MINUTES = 22;

/** The money text of the sandbox's orders (currency symbol in front, 2 decimals). */
export function money(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The amount fields of an order. */
export type OrderAmounts = Pick<Order, 'orderAmountDisplay' | 'payAmountDisplay' | 'totalBeforeTaxDisplay' | 'taxDisplay' | 'currencySymbol'>;

/** The amount lines of an order: `total` ordered and to pay, with its VAT split when the order shows one (goods). */
export function orderAmounts(total: number, vat?: { totalBeforeTax: number; tax: number }): OrderAmounts {
  return {
    orderAmountDisplay: money(total),
    payAmountDisplay: money(total),
    ...(vat ? { totalBeforeTaxDisplay: money(vat.totalBeforeTax), taxDisplay: money(vat.tax) } : {}),
    currencySymbol: '$',
  };
}

/** The channel of an order placed in the self-care web portal (what the shop's and after-sale's orders are). */
export const WEB_CHANNEL = { contactChannelId: 'WEB', contactChannelName: 'Self-care web' } as const;
/** The channel of an order placed in the mobile app. */
export const APP_CHANNEL = { contactChannelId: 'APP', contactChannelName: 'Mobile app' } as const;

/** The channel of an order placed in a shop, by the shop's name. */
export function shopChannel(shopName: string) {
  return { contactChannelId: 'SHOP', contactChannelName: shopName };
}

/** The amount of a money text of the sandbox's orders as a plain decimal ('$25.00' → '25.00'), or undefined. */
export function amountOfMoney(display: string | undefined): string | undefined {
  // Orders added by the shop or onboarding may carry another symbol: only the number after it counts.
  return display?.match(/^\D*(\d+(?:\.\d{1,2})?)$/)?.[1];
}

/** Times of a seeded order: created `daysAgo` days (plus `minutesAgo`) before `now`, its state `stateAfterMinutes` later. */
export function timesOf(now: number, daysAgo: number, stateAfterMinutes: number, minutesAgo = 0) {
  const createdDate = now - daysAgo * DAY - minutesAgo * MINUTE;
  return { createdDate, stateDate: createdDate + stateAfterMinutes * MINUTE };
}

/** One timeline step `minutesAfter` the creation. */
export function step(createdDate: number, minutesAfter: number, processStep: string, extra: Partial<OrderTimelineStep> = {}): OrderTimelineStep {
  return { processStep, startDate: createdDate + minutesAfter * MINUTE, ...extra };
}

/** A purchased item with its SKU attributes. */
export function goodsItem(offerName: string, offerCode: string, price: number, qty: number, skuAttrList: OrderItem['skuAttrList']): OrderItem {
  return { offerName, offerCode, offerType: 'GOODS', offerActType: 'A', priceDisplay: money(price), qty, paidFlag: 1, skuAttrList };
}

/** The extData of an order with a receipt document. */
export function withReceipt(docId: string, extra: Order['extData'] = {}): Order['extData'] {
  return { ...extra, attrValueList: [{ attrCode: 'receiptDocId', attrValue: docId }, { attrCode: 'salesChannel', attrValue: 'WEB' }] };
}

/** Who collects an order's goods at the shop. */
export type Picker = NonNullable<Order['pickupInfo']>['picker'];

/**
 * Goods bought on the web and waiting for payment (state B, the sandbox's 30 minutes to pay), one
 * item collected by `picker`: submitted and awaiting payment at once, as the shop's checkout leaves them.
 */
export function goodsAwaitingPayment(
  custId: string,
  ids: Pick<Order, 'orderId' | 'orderNbr'>,
  times: ReturnType<typeof timesOf>,
  amounts: OrderAmounts,
  picker: Picker,
  item: OrderItem,
): SandboxOrder {
  return {
    custId,
    order: {
      orderId: ids.orderId,
      orderNbr: ids.orderNbr,
      orderState: 'B',
      eventType: 'PURCHASE_GOODS',
      ...times,
      timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES,
      ...amounts,
      ...WEB_CHANNEL,
      pickupInfo: { picker },
      orderItemList: [item],
    },
    timeline: [step(times.createdDate, 0, 'SUBMITTED'), step(times.createdDate, 0, 'AWAITING_PAYMENT')],
  };
}
