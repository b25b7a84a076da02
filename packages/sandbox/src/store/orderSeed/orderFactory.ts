import type { Order, OrderItem, OrderTimelineStep } from '@gaia/domain';
import { WEB_CHANNEL } from './orderChannels';

/** A sandbox order: the wire order, whose customer it is, and its process timeline. */
export interface SandboxOrder {
  custId: string;
  order: Order;
  timeline: OrderTimelineStep[];
}

export const MINUTE = 60_000;
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
export type OrderAmounts = Pick<
  Order,
  | 'orderAmountDisplay'
  | 'payAmountDisplay'
  | 'totalBeforeTaxDisplay'
  | 'taxDisplay'
  | 'currencySymbol'
>;

/** The amount lines of an order: `total` ordered and to pay, with its VAT split when the order shows one (goods). */
export function orderAmounts(
  total: number,
  vat?: { totalBeforeTax: number; tax: number },
): OrderAmounts {
  return {
    orderAmountDisplay: money(total),
    payAmountDisplay: money(total),
    ...(vat
      ? { totalBeforeTaxDisplay: money(vat.totalBeforeTax), taxDisplay: money(vat.tax) }
      : {}),
    currencySymbol: '$',
  };
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
export function step(
  createdDate: number,
  minutesAfter: number,
  processStep: string,
  extra: Partial<OrderTimelineStep> = {},
): OrderTimelineStep {
  return { processStep, startDate: createdDate + minutesAfter * MINUTE, ...extra };
}

/** Who collects an order's goods at the shop. */
export type Picker = NonNullable<Order['pickupInfo']>['picker'];

/** A step after the submission: minutes after the creation, the process step, and what it adds. */
export type StepSeed = readonly [
  minutesAfter: number,
  processStep: string,
  extra?: Partial<OrderTimelineStep>,
];

/** What one seeded order states; the rest is common to every seeded order. */
export interface OrderSeed {
  /** Its number among the customer's orders: '05' makes O-<custId>-05 and SO2026<custId>05. */
  seq: string;
  orderState: Order['orderState'];
  eventType: string;
  times: ReturnType<typeof timesOf>;
  /** Waits for payment the sandbox's 30 minutes (orders that were or are in state B). */
  payable?: boolean;
  amounts: OrderAmounts;
  /** Where it was placed; the self-care web unless said. */
  channel?: Pick<Order, 'contactChannelId' | 'contactChannelName'>;
  /** Its other fields (requireEvaluation, extData, pickupInfo). */
  details?: Partial<Order>;
  items: OrderItem[];
  /** Its timeline after the submission (every seeded order starts SUBMITTED at its creation). */
  steps: readonly StepSeed[];
}

/** A seeded order of customer `custId`, its ids, channel and submission step filled in. */
export function seededOrder(custId: string, seed: OrderSeed): SandboxOrder {
  const { createdDate } = seed.times;
  return {
    custId,
    order: {
      orderId: `O-${custId}-${seed.seq}`,
      orderNbr: `SO2026${custId}${seed.seq}`,
      orderState: seed.orderState,
      eventType: seed.eventType,
      ...seed.times,
      ...(seed.payable ? { timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES } : {}),
      ...seed.amounts,
      ...(seed.channel ?? WEB_CHANNEL),
      ...seed.details,
      orderItemList: seed.items,
    },
    timeline: [
      step(createdDate, 0, 'SUBMITTED'),
      ...seed.steps.map(([minutesAfter, processStep, extra]) =>
        step(createdDate, minutesAfter, processStep, extra),
      ),
    ],
  };
}

/** The seeded orders of customer `custId`, in the order given. */
export function seededOrders(custId: string, seeds: readonly OrderSeed[]): SandboxOrder[] {
  return seeds.map((seed) => seededOrder(custId, seed));
}

/**
 * Goods bought on the web and waiting for payment (state B, the sandbox's 30 minutes to pay), one
 * item collected by `picker`: submitted and awaiting payment at once, as the shop's checkout leaves them.
 */
export function goodsAwaitingPayment(
  seq: string,
  times: ReturnType<typeof timesOf>,
  amounts: OrderAmounts,
  picker: Picker,
  item: OrderItem,
): OrderSeed {
  return {
    seq,
    orderState: 'B',
    eventType: 'PURCHASE_GOODS',
    times,
    payable: true,
    amounts,
    details: { pickupInfo: { picker } },
    items: [item],
    steps: [[0, 'AWAITING_PAYMENT']],
  };
}
