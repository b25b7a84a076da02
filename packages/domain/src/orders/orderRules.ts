import { OrderEventType, OrderState, type Order, type OrderCancelRequest, type OrderEvaluation, type OrderItem, type OrderTimelineStep } from './order';
import { SimType, SubscriptionType } from '../subscriptions/subscription';
import { formatDurationHms } from '../kernel/format/duration';
import { normaliseRemarks, isRemarksSubmitDisabled } from './remarks';

/**
 * My Orders (F3.14), order detail (F3.15), and cancel, rate, payment check and continue (F3.16) —
 * spec 03 §2 "My Orders", §3 "Order", §4 "Order states", "Payment check results", "Cancel, rate,
 * continue", §5, §8, §9.
 */

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

// ——— Payment countdown (F3.15) ———

/** Countdown tick (spec 03 §9). */
export const ORDER_COUNTDOWN_TICK_MS = 1000;

/**
 * Reads a server time: epoch milliseconds (number or 12–13 digit text), ISO text with a zone, or
 * zone-less 'YYYY-MM-DD HH:mm:ss' / 'YYYYMMDDHHmmss'. Zone-less times are read in the zone
 * `serverUtcOffsetMinutes` east of UTC when given, else in the device's zone.
 */
export function parseServerTime(value: string | number | null | undefined, serverUtcOffsetMinutes?: number): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (/^\d{12,13}$/.test(text)) return Number(text);
  const wall = /^(\d{4})-?(\d{2})-?(\d{2})[ T]?(\d{2}):?(\d{2}):?(\d{2})?(?:\.(\d{1,3}))?$/.exec(text);
  if (wall) {
    const [, y, mo, d, h, mi, s = '0', ms = '0'] = wall;
    const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0'))] as const;
    if (serverUtcOffsetMinutes !== undefined) return Date.UTC(...parts) - serverUtcOffsetMinutes * 60_000;
    return new Date(...parts).getTime();
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * The server clock offset: server time minus device time, measured when a response arrives (its
 * Date header or a server time field). Add it to the device's now to get the server's now.
 */
export function serverClockOffset(serverTimeMs: number, deviceTimeMs: number): number {
  return serverTimeMs - deviceTimeMs;
}

/** F3.15: the payment deadline — creation time plus timeoutDuration minutes; undefined when either is missing. */
export function orderPaymentDeadline(order: Pick<Order, 'createdDate' | 'timeoutDuration'>, serverUtcOffsetMinutes?: number): number | undefined {
  const created = parseServerTime(order.createdDate, serverUtcOffsetMinutes);
  const minutes = Number(order.timeoutDuration);
  if (created === undefined || order.timeoutDuration === undefined || order.timeoutDuration === '' || !Number.isFinite(minutes)) return undefined;
  return created + minutes * 60_000;
}

export interface OrderPaymentCountdown {
  remainingMs: number;
  /** HH:mm:ss. */
  text: string;
  /** At zero the order detail reloads (spec 03 §4). */
  expired: boolean;
}

/**
 * F3.15: the payment countdown of an order in state B, from creation time plus timeoutDuration,
 * shown HH:mm:ss and recomputed every second. Pure: `nowMs` is the device's clock and
 * `serverOffsetMs` the server clock offset, so a device whose clock is wrong still counts to the
 * server's deadline. Undefined when the order is not awaiting payment or has no deadline.
 */
export function orderPaymentCountdown(
  order: Pick<Order, 'orderState' | 'createdDate' | 'timeoutDuration'>,
  nowMs: number,
  serverOffsetMs = 0,
  serverUtcOffsetMinutes?: number,
): OrderPaymentCountdown | undefined {
  if (!showPaymentCountdown(order)) return undefined;
  const deadline = orderPaymentDeadline(order, serverUtcOffsetMinutes);
  if (deadline === undefined) return undefined;
  const remainingMs = Math.max(0, deadline - (nowMs + serverOffsetMs));
  return { remainingMs, text: formatDurationHms(remainingMs), expired: remainingMs === 0 };
}

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

// ——— Detail content (F3.15) ———

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

// ——— Rate and cancel dialogs (F3.16) ———

/** Rating limits (spec 03 §3, §9: default 5). */
export const DEFAULT_ORDER_RATING = 5;
export const MIN_ORDER_RATING = 1;
export const MAX_ORDER_RATING = 5;

export interface RateDialogState {
  open: boolean;
  star: number;
  remarks: string;
}

export type RateDialogAction = { type: 'open' } | { type: 'close' } | { type: 'rate'; star: number } | { type: 'typeRemarks'; value: string };

export const initialRateDialogState: RateDialogState = { open: false, star: DEFAULT_ORDER_RATING, remarks: '' };

/** Clamps a rating to whole stars from 1 to 5. */
export function clampRating(star: number): number {
  if (!Number.isFinite(star)) return DEFAULT_ORDER_RATING;
  return Math.min(MAX_ORDER_RATING, Math.max(MIN_ORDER_RATING, Math.round(star)));
}

/**
 * F3.16: the rate dialog — rating defaults to 5 and resets on close, remarks at most 400
 * characters (spec 03 §5).
 */
export function rateDialogReducer(state: RateDialogState, action: RateDialogAction): RateDialogState {
  switch (action.type) {
    case 'open':
      return { ...initialRateDialogState, open: true };
    case 'close':
      return initialRateDialogState;
    case 'rate':
      return { ...state, star: clampRating(action.star) };
    case 'typeRemarks':
      return { ...state, remarks: normaliseRemarks(action.value) };
  }
}

/** F3.16: Submit is disabled while the remarks are empty. */
export function isRateSubmitDisabled(state: Pick<RateDialogState, 'remarks'>): boolean {
  return isRemarksSubmitDisabled(state.remarks);
}

/** F3.16: the evaluation payload (orderId, orderNbr, star, comments). */
export function toEvaluationPayload(order: Pick<Order, 'orderId' | 'orderNbr'>, state: Pick<RateDialogState, 'star' | 'remarks'>): OrderEvaluation {
  return { orderId: order.orderId, orderNbr: order.orderNbr, star: clampRating(state.star), comments: state.remarks.trim() };
}

/** F3.16: the cancel payload (custOrderId, remarks). */
export function toCancelPayload(order: Pick<Order, 'orderId'>, remarks: string): OrderCancelRequest {
  return { custOrderId: order.orderId, remarks: normaliseRemarks(remarks).trim() };
}

/** Delay before the list reloads after a cancel (spec 03 §9: 1200 ms). */
export const ORDER_CANCEL_RELOAD_DELAY_MS = 1200;

/** "data result OK" of spec 03 §8 (OK = 1). */
function isResultOk(result: unknown): boolean {
  return Number(result) === 1;
}

interface ResultEnvelope {
  code?: string | number;
  data?: { result?: unknown } | null;
  resultMsg?: string;
}

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

export type RateOutcome =
  | { ok: true; toastKey: string; closeDialog: true; reload: 'detailAndTimeline' }
  | { ok: false; message?: string; fallbackKey: string };

/** F3.16: after a rating — success closes the dialog and reloads detail and timeline; failure shows resultMsg. */
export function rateOrderOutcome(response: ResultEnvelope | null | undefined): RateOutcome {
  if (response && isResultOk(response.data?.result)) {
    return { ok: true, toastKey: OrderMessageKey.rateSuccess, closeDialog: true, reload: 'detailAndTimeline' };
  }
  const message = response?.resultMsg?.trim();
  return { ok: false, ...(message ? { message } : {}), fallbackKey: OrderMessageKey.rateFailure };
}

export type PaymentCheckOutcome =
  | { kind: 'selectPaymentMethod' }
  | { kind: 'pleaseWait'; titleKey: string; contentKey: string }
  | { kind: 'oops'; titleKey: string; contentKey: string }
  | { kind: 'message'; messageKey: string }
  | { kind: 'serverMessage'; message: string };

/**
 * F3.16: the payment check (spec 03 §4 "Payment check results"): a non-200 code shows the server
 * resultMsg; result 1 goes to payment-method selection; 3 opens the please-wait (mobile-money)
 * dialog with the check-result-3 text; 4 an oops dialog; anything else the check-result-2 message.
 */
export function paymentCheckOutcome(response: ResultEnvelope | null | undefined): PaymentCheckOutcome {
  if (!response || String(response.code) !== '200') {
    const message = response?.resultMsg?.trim();
    return message ? { kind: 'serverMessage', message } : { kind: 'message', messageKey: OrderMessageKey.checkResult2 };
  }
  switch (Number(response.data?.result)) {
    case 1:
      return { kind: 'selectPaymentMethod' };
    case 3:
      return { kind: 'pleaseWait', titleKey: OrderMessageKey.checkPleaseWaitTitle, contentKey: OrderMessageKey.checkResult3 };
    case 4:
      return { kind: 'oops', titleKey: OrderMessageKey.checkOopsTitle, contentKey: OrderMessageKey.checkOopsContent };
    default:
      return { kind: 'message', messageKey: OrderMessageKey.checkResult2 };
  }
}

// ——— Continue a new-connection order (F3.16) ———

/** Onboarding route and step reopened by Continue (spec 03 §4). */
export const ONBOARDING_PATH = '/onboarding';
export const ONBOARDING_CONTINUE_STEP = 2;
export const SINGLE_OPERATION = 'SINGLE_OPERATION';

export type ContinueOrderPlan =
  | { kind: 'nativeBridge'; orderJson: string }
  | {
      kind: 'onboarding';
      path: string;
      step: number;
      subscriptionType: typeof SubscriptionType.postpaid;
      operation: typeof SINGLE_OPERATION;
      selectedPackage: { packageList: unknown[]; serviceList: unknown[] };
      offer?: OrderItem;
      simType: (typeof SimType)[keyof typeof SimType];
    };

/**
 * F3.16: Continue on a new-connection order in state A — with a native app bridge, hand it the
 * order JSON; otherwise reopen onboarding at step 2 with a postpaid line, SINGLE_OPERATION, the
 * package and service list as the selected package, the offer, and simType eSIM when esimFlag is Y
 * (else physical).
 */
export function continueOrderPlan(order: Order, hasNativeBridge: boolean): ContinueOrderPlan {
  if (hasNativeBridge) return { kind: 'nativeBridge', orderJson: JSON.stringify(order) };
  const offer = order.orderItemList?.[0];
  return {
    kind: 'onboarding',
    path: ONBOARDING_PATH,
    step: ONBOARDING_CONTINUE_STEP,
    subscriptionType: SubscriptionType.postpaid,
    operation: SINGLE_OPERATION,
    selectedPackage: { packageList: offer?.packageList ?? [], serviceList: offer?.serviceList ?? [] },
    ...(offer ? { offer } : {}),
    simType: showEsimQr(order) ? SimType.eSim : SimType.physical,
  };
}
