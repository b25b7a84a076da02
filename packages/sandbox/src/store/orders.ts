import { OrderState, canCancelOrder, canWriteReview, clampRating, orderPaymentDeadline, type Order, type OrderEvaluation, type OrderTimelineStep } from '@gaia/domain';
import { systemClock, type Clock } from './clock';
import { corporateOrders } from './orderSeed/corporateOrders';
import { individualOrders } from './orderSeed/individualOrders';
import { MINUTE, amountOfMoney, type SandboxOrder } from './orderSeed/orderFactory';

export type { SandboxOrder } from './orderSeed/orderFactory';

/** Orders per page of the list (the documents do not give it). */
export const ORDER_PAGE_SIZE = 10;

/** What the payment check answers: `auto` (1 for an order in B within its time, else 2), a forced result 1–4, or `error` (code 500). */
export type PaymentCheckSwitch = 'auto' | 1 | 2 | 3 | 4 | 'error';
/** What cancel or rate answers: `auto` (the rules), `fail` (result 0 with a message), `failWithoutMessage` (result 0, no message). */
export type OrderActionSwitch = 'auto' | 'fail' | 'failWithoutMessage';

/** Failure switches of the order calls (/__sandbox/orders). */
export interface OrderSwitches {
  paymentCheck: PaymentCheckSwitch;
  cancel: OrderActionSwitch;
  rate: OrderActionSwitch;
  /** `error` makes the order list answer code 500. */
  list: 'ok' | 'error';
}

export const DEFAULT_ORDER_SWITCHES: OrderSwitches = { paymentCheck: 'auto', cancel: 'auto', rate: 'auto', list: 'ok' };

/** A page of a customer's orders, as the list call answers it. */
export interface OrderPage {
  orderList: Order[];
  pageInfo: { currentPage: number; pageSize: number; total: number; totalPage: number };
}

export type CancelResult = 'ok' | 'notFound' | 'notCancellable';
export type RateResult = 'ok' | 'notFound' | 'notRatable';
export type MarkPaidResult = 'ok' | 'notFound' | 'notAwaitingPayment';

/**
 * Orders of the customers in every state (spec 03 §3, §4): seeded on first use from the clock, so an
 * order in B always starts with minutes left; an order in B whose time runs out (creation time plus
 * timeoutDuration, on the sandbox clock) becomes cancelled (E) when next read.
 */
export class OrderBook {
  switches: OrderSwitches = { ...DEFAULT_ORDER_SWITCHES };
  private clock: Clock = systemClock;
  private seeded: SandboxOrder[] | undefined;

  /** Reads time from the store's clock (the routes bind it; /__sandbox/clock moves it). Reseeds. */
  useClock(clock: Clock): void {
    this.clock = clock;
    this.seeded = undefined;
  }

  /** Back to the seeded state (reseeded from the clock at the next read) and the default switches. */
  reset(): void {
    this.seeded = undefined;
    this.switches = { ...DEFAULT_ORDER_SWITCHES };
  }

  /** F3.14: a customer's orders, newest first, one page (pages start at 1; a page past the end is empty). */
  list(custId: string, page: number, pageSize = ORDER_PAGE_SIZE): OrderPage {
    const mine = this.all().filter((entry) => entry.custId === custId);
    const total = mine.length;
    const currentPage = Math.max(1, Math.floor(page) || 1);
    const orderList = mine.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((entry) => structuredClone(entry.order));
    return { orderList, pageInfo: { currentPage, pageSize, total, totalPage: Math.ceil(total / pageSize) } };
  }

  /** One order with its customer and timeline (a copy), or undefined. */
  get(orderId: string): SandboxOrder | undefined {
    const entry = this.find(orderId);
    return entry ? structuredClone(entry) : undefined;
  }

  /** The process timeline of an order, oldest step first (a copy), or undefined. */
  timeline(orderId: string): OrderTimelineStep[] | undefined {
    const entry = this.find(orderId);
    return entry ? structuredClone(entry.timeline) : undefined;
  }

  /** F3.16: cancels an order in V or B: it becomes E with a CANCELLED step carrying the remarks. */
  cancel(orderId: string, remarks: string): CancelResult {
    const entry = this.find(orderId);
    if (!entry) return 'notFound';
    if (!canCancelOrder(entry.order)) return 'notCancellable';
    this.moveTo(entry, OrderState.cancelled, { processStep: 'CANCELLED', comments: remarks });
    return 'ok';
  }

  /** F3.16, F3.20: rates a completed purchased-goods order awaiting its review; no second rating. */
  rate(evaluation: OrderEvaluation): RateResult {
    const entry = this.find(evaluation.orderId);
    if (!entry || entry.order.orderNbr !== evaluation.orderNbr) return 'notFound';
    if (!canWriteReview(entry.order)) return 'notRatable';
    entry.order.requireEvaluation = false;
    for (const step of entry.timeline) if (step.requireEvaluation) step.requireEvaluation = false;
    entry.timeline.push({ processStep: 'EVALUATED', startDate: this.clock.now(), star: clampRating(evaluation.star), comments: evaluation.comments });
    return 'ok';
  }

  /** An order in B has been paid (the payments flow calls this): it becomes completed (C). */
  markPaid(orderId: string): MarkPaidResult {
    const entry = this.find(orderId);
    if (!entry) return 'notFound';
    if (entry.order.orderState !== OrderState.awaitingPayment) return 'notAwaitingPayment';
    const now = this.clock.now();
    entry.timeline.push({ processStep: 'PAID', startDate: now });
    this.moveTo(entry, OrderState.completed, { processStep: 'COMPLETED' });
    for (const item of entry.order.orderItemList ?? []) if (item.offerActType !== 'D') item.paidFlag = 1;
    return 'ok';
  }

  /**
   * F3.9: what paying an order in B costs, as a plain decimal ('25.00'): the backend charges the
   * order's own pay amount (the payment page shows amountDisplay only). Undefined for an unknown order
   * or one not awaiting payment.
   */
  amountDue(orderId: string): string | undefined {
    const entry = this.find(orderId);
    if (!entry || entry.order.orderState !== OrderState.awaitingPayment) return undefined;
    return amountOfMoney(entry.order.payAmountDisplay ?? entry.order.orderAmountDisplay);
  }

  /**
   * The payment check's data.result (spec 03 §4): the switch when forced; otherwise 1 for an order
   * awaiting payment within its time, 2 (not payable) for any other. Undefined for an unknown order.
   */
  paymentCheck(orderId: string): 1 | 2 | 3 | 4 | undefined {
    const entry = this.find(orderId);
    if (!entry) return undefined;
    const forced = this.switches.paymentCheck;
    if (typeof forced === 'number') return forced;
    return entry.order.orderState === OrderState.awaitingPayment ? 1 : 2;
  }

  /** A new order (onboarding, the shop), listed first; the book keeps a copy. */
  add(entry: SandboxOrder): void {
    this.all().unshift(structuredClone(entry));
  }

  /** Moves an order to a state with a timeline step stamped now (after-sale, fulfilment); false when unknown. */
  advance(orderId: string, state: string, step: OrderTimelineStep): boolean {
    const entry = this.find(orderId);
    if (!entry) return false;
    this.moveTo(entry, state, step);
    return true;
  }

  private all(): SandboxOrder[] {
    if (!this.seeded) {
      // Dated from the whole minute of the first read: the seeded times (shown to the second) are then
      // the same whichever second of that minute the first read came in, so a picture of them is too.
      const now = Math.floor(this.clock.now() / MINUTE) * MINUTE;
      this.seeded = [...individualOrders(now), ...corporateOrders(now)];
    }
    this.expireOverdue();
    return this.seeded;
  }

  private find(orderId: string): SandboxOrder | undefined {
    return this.all().find((entry) => entry.order.orderId === orderId);
  }

  /** Orders in B past their deadline close as cancelled, at the deadline. */
  private expireOverdue(): void {
    const now = this.clock.now();
    for (const entry of this.seeded ?? []) {
      if (entry.order.orderState !== OrderState.awaitingPayment) continue;
      const deadline = orderPaymentDeadline(entry.order);
      if (deadline === undefined || deadline > now) continue;
      entry.order.orderState = OrderState.cancelled;
      entry.order.stateDate = deadline;
      entry.timeline.push({ processStep: 'CANCELLED', startDate: deadline, comments: 'Not paid in time.' });
    }
  }

  private moveTo(entry: SandboxOrder, state: string, step: OrderTimelineStep): void {
    const now = this.clock.now();
    entry.order.orderState = state;
    entry.order.stateDate = now;
    entry.timeline.push({ ...step, startDate: now });
  }
}
