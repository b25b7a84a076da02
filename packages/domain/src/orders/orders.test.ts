import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderState, type Order } from './order';
import { unfinishedNewConnection } from './order.fixtures';
import {
  DEFAULT_ORDER_RATING,
  ORDER_ACTION_LABEL_KEYS,
  ORDER_CANCEL_RELOAD_DELAY_MS,
  ORDER_COUNTDOWN_TICK_MS,
  canCancelOrder,
  cancelOrderOutcome,
  clampRating,
  continueOrderPlan,
  initialRateDialogState,
  isRateSubmitDisabled,
  orderBadgeTone,
  orderCardActions,
  orderDetailFooterActions,
  orderPaymentCountdown,
  orderPaymentDeadline,
  orderReceiptDocId,
  orderTimestamp,
  packageComparison,
  parseServerTime,
  paymentCheckOutcome,
  rateDialogReducer,
  rateOrderOutcome,
  serverClockOffset,
  showEsimQr,
  showOrderClosingBanner,
  showPaymentCountdown,
  showRejectedNotice,
  timelineStepTone,
  toCancelPayload,
  toEvaluationPayload,
} from './index';

const order = (overrides: Partial<Order> = {}): Order => ({ orderId: 'o1', orderNbr: 'N0001', orderState: 'B', ...overrides });
const STATES = ['A', 'B', 'V', 'C', 'E', 'R'] as const;

describe('order states (F3.14)', () => {
  it('are the documented codes', () => {
    expect(OrderState).toEqual({ unfinished: 'A', awaitingPayment: 'B', cancellable: 'V', completed: 'C', cancelled: 'E', rejected: 'R' });
  });
});

describe('orderCardActions (F3.14)', () => {
  it('web: Continue (new connection, A), Payment (B), Detail, Cancel (V, B)', () => {
    expect(orderCardActions(order({ orderState: 'A', eventType: 'NEW_CONNECTION' }), 'web')).toEqual(['continue', 'detail']);
    expect(orderCardActions(order({ orderState: 'A', eventType: 'PURCHASE_GOODS' }), 'web')).toEqual(['detail']);
    expect(orderCardActions(order({ orderState: 'B' }), 'web')).toEqual(['payment', 'detail', 'cancel']);
    expect(orderCardActions(order({ orderState: 'V' }), 'web')).toEqual(['detail', 'cancel']);
    for (const state of ['C', 'E', 'R']) expect(orderCardActions(order({ orderState: state }), 'web')).toEqual(['detail']);
  });

  it('mobile: Cancel (V, B), Write review (C, goods, requireEvaluation), Continue (new connection, A), Payment (B)', () => {
    expect(orderCardActions(order({ orderState: 'B' }), 'mobile')).toEqual(['cancel', 'payment']);
    expect(orderCardActions(order({ orderState: 'V' }), 'mobile')).toEqual(['cancel']);
    expect(orderCardActions(order({ orderState: 'A', eventType: 'NEW_CONNECTION' }), 'mobile')).toEqual(['continue']);
    expect(orderCardActions(order({ orderState: 'C', eventType: 'PURCHASE_GOODS', requireEvaluation: true }), 'mobile')).toEqual(['writeReview']);
    expect(orderCardActions(order({ orderState: 'C', eventType: 'PURCHASE_GOODS', requireEvaluation: 'Y' }), 'mobile')).toEqual(['writeReview']);
    expect(orderCardActions(order({ orderState: 'C', eventType: 'PURCHASE_GOODS', requireEvaluation: false }), 'mobile')).toEqual([]);
    expect(orderCardActions(order({ orderState: 'C', eventType: 'NEW_CONNECTION', requireEvaluation: true }), 'mobile')).toEqual([]);
    expect(orderCardActions(order({ orderState: 'E' }), 'mobile')).toEqual([]);
  });

  it('has a label for every action', () => {
    expect(ORDER_ACTION_LABEL_KEYS).toEqual({
      continue: 'gaia_order_action_continue',
      payment: 'gaia_order_action_payment',
      detail: 'gaia_order_action_detail',
      cancel: 'gaia_order_action_cancel',
      writeReview: 'gaia_order_action_write_review',
    });
  });

  it('offers Cancel only in V and B', () => {
    for (const state of STATES) expect(canCancelOrder({ orderState: state })).toBe(state === 'V' || state === 'B');
  });
});

describe('badge, timestamp and banner (F3.14)', () => {
  const badgeTones: [orderState: string, tone: string][] = [
    ['R', 'error'],
    ['E', 'complete'], ['C', 'complete'],
    ['B', 'warning'],
    ['A', 'info'], ['V', 'info'], ['?', 'info'],
  ];

  it.each(badgeTones)('colours R as error, E and C as complete: %s → %s', (orderState, tone) => {
    expect(orderBadgeTone(orderState)).toBe(tone);
  });

  it('labels the time: C completed, E cancel, otherwise last update', () => {
    expect(orderTimestamp({ orderState: 'C', stateDate: '2024-05-01 10:00:00' })).toEqual({ labelKey: 'gaia_order_time_completed', value: '2024-05-01 10:00:00' });
    expect(orderTimestamp({ orderState: 'E', stateDate: 1 })).toEqual({ labelKey: 'gaia_order_time_cancelled', value: 1 });
    for (const state of ['A', 'B', 'V', 'R']) expect(orderTimestamp({ orderState: state }).labelKey).toBe('gaia_order_time_updated');
    expect(orderTimestamp({ orderState: 'A' })).toEqual({ labelKey: 'gaia_order_time_updated' });
  });

  it('shows the closing-soon banner and the countdown for B, the notice for R', () => {
    for (const state of STATES) {
      expect(showOrderClosingBanner({ orderState: state })).toBe(state === 'B');
      expect(showPaymentCountdown({ orderState: state })).toBe(state === 'B');
      expect(showRejectedNotice({ orderState: state })).toBe(state === 'R');
    }
  });
});

describe('server time and payment countdown (F3.15)', () => {
  it('reads server times', () => {
    expect(parseServerTime(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(parseServerTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseServerTime('2024-05-01T10:00:00Z')).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseServerTime('2024-05-01 10:00:00', 120)).toBe(Date.UTC(2024, 4, 1, 8));
    expect(parseServerTime('20240501100000', 0)).toBe(Date.UTC(2024, 4, 1, 10));
    expect(parseServerTime('2024-05-01 10:00:00')).toBe(new Date(2024, 4, 1, 10).getTime());
    expect(parseServerTime('2024-05-01 10:00')).toBe(new Date(2024, 4, 1, 10).getTime());
    expect(parseServerTime('')).toBeUndefined();
    expect(parseServerTime('soon')).toBeUndefined();
    expect(parseServerTime(Number.NaN)).toBeUndefined();
    expect(parseServerTime(undefined)).toBeUndefined();
  });

  it('measures the clock offset', () => {
    expect(serverClockOffset(10_000, 7_000)).toBe(3_000);
  });

  it('computes the deadline from creation time plus timeoutDuration minutes', () => {
    const created = Date.UTC(2024, 4, 1, 10);
    expect(orderPaymentDeadline({ createdDate: created, timeoutDuration: 30 })).toBe(created + 30 * 60_000);
    expect(orderPaymentDeadline({ createdDate: created, timeoutDuration: '15' })).toBe(created + 15 * 60_000);
    expect(orderPaymentDeadline({ createdDate: created })).toBeUndefined();
    expect(orderPaymentDeadline({ createdDate: created, timeoutDuration: '' })).toBeUndefined();
    expect(orderPaymentDeadline({ timeoutDuration: 30 })).toBeUndefined();
  });

  it('counts down HH:mm:ss with the server clock', () => {
    const created = Date.UTC(2024, 4, 1, 10);
    const o = order({ createdDate: created, timeoutDuration: 90 });
    expect(ORDER_COUNTDOWN_TICK_MS).toBe(1000);
    expect(orderPaymentCountdown(o, created)).toEqual({ remainingMs: 90 * 60_000, text: '01:30:00', expired: false });
    expect(orderPaymentCountdown(o, created + 61_500)?.text).toBe('01:28:59');
    // The device clock is 10 minutes slow: the server is already 10 minutes further.
    expect(orderPaymentCountdown(o, created, 10 * 60_000)?.text).toBe('01:20:00');
    expect(orderPaymentCountdown(o, created + 90 * 60_000)).toEqual({ remainingMs: 0, text: '00:00:00', expired: true });
    expect(orderPaymentCountdown(o, created + 100 * 60_000)?.expired).toBe(true);
  });

  it('has no countdown outside state B or without a deadline', () => {
    expect(orderPaymentCountdown(order({ orderState: 'C', createdDate: 0, timeoutDuration: 30 }), 0)).toBeUndefined();
    expect(orderPaymentCountdown(order({ createdDate: 0 }), 0)).toBeUndefined();
  });

  it('property: the remaining time never grows as time passes and never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -3_600_000, max: 3_600_000 }), (a, b, offset) => {
        const o = order({ createdDate: 1_700_000_000_000, timeoutDuration: 60 });
        const first = orderPaymentCountdown(o, 1_700_000_000_000 + Math.min(a, b), offset)!;
        const later = orderPaymentCountdown(o, 1_700_000_000_000 + Math.max(a, b), offset)!;
        expect(later.remainingMs).toBeLessThanOrEqual(first.remainingMs);
        expect(later.remainingMs).toBeGreaterThanOrEqual(0);
        expect(later.text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
      }),
    );
  });

  it('disables Continue payment until the countdown exists', () => {
    const b = order({ orderState: 'B' });
    expect(orderDetailFooterActions(b, undefined)).toEqual([
      { action: 'cancel', disabled: false },
      { action: 'continuePayment', disabled: true },
    ]);
    expect(orderDetailFooterActions(b, { remainingMs: 1000, text: '00:00:01', expired: false })[1]).toEqual({ action: 'continuePayment', disabled: false });
    expect(orderDetailFooterActions(b, { remainingMs: 0, text: '00:00:00', expired: true })[1]).toEqual({ action: 'continuePayment', disabled: true });
    expect(orderDetailFooterActions(order({ orderState: 'V' }), undefined)).toEqual([{ action: 'cancel', disabled: false }]);
    expect(orderDetailFooterActions(order({ orderState: 'C' }), undefined)).toEqual([]);
  });
});

describe('order detail content (F3.15)', () => {
  const esimQr: [fields: Partial<Order>, shown: boolean][] = [
    [{ extData: { esimFlag: 'Y' } }, true],
    [{ extData: { esimFlag: 'N' } }, false],
    [{}, false],
  ];

  it.each(esimQr)('shows the QR code for eSIM orders: %j → %s', (fields, shown) => {
    expect(showEsimQr(order(fields))).toBe(shown);
  });

  it('finds the receipt document id', () => {
    expect(orderReceiptDocId(order({ extData: { attrValueList: [{ attrCode: 'other', attrValue: 'x' }, { attrCode: 'receiptDocId', attrValue: ' R-1 ' }] } }))).toBe('R-1');
    expect(orderReceiptDocId(order({ extData: { attrValueList: [{ attrCode: 'receiptDocId', attrValue: '' }] } }))).toBeUndefined();
    expect(orderReceiptDocId(order())).toBeUndefined();
  });

  const stepTones: [processStep: string, tone: string][] = [
    ['DECLINED', 'error'],
    ['CANCELLED', 'error'],
    ['PAID', 'normal'],
  ];

  it.each(stepTones)('styles declined and cancelled timeline steps: %s → %s', (processStep, tone) => {
    expect(timelineStepTone({ processStep })).toBe(tone);
  });

  it('compares the old and new package', () => {
    const from = { offerName: 'Old', offerActType: 'D' };
    const to = { offerName: 'New', offerActType: 'A' };
    expect(packageComparison(order({ orderItemList: [to, from] }))).toEqual({ from, to });
    expect(packageComparison(order({ orderItemList: [to] }))).toBeUndefined();
    expect(packageComparison(order())).toBeUndefined();
  });
});

describe('rate dialog (F3.16)', () => {
  it('defaults the rating to 5 and resets on close', () => {
    expect(DEFAULT_ORDER_RATING).toBe(5);
    let state = rateDialogReducer(initialRateDialogState, { type: 'open' });
    expect(state).toEqual({ open: true, star: 5, remarks: '' });
    state = rateDialogReducer(state, { type: 'rate', star: 2 });
    state = rateDialogReducer(state, { type: 'typeRemarks', value: 'Slow' });
    expect(state).toEqual({ open: true, star: 2, remarks: 'Slow' });
    expect(rateDialogReducer(state, { type: 'close' })).toEqual({ open: false, star: 5, remarks: '' });
  });

  it('keeps ratings between 1 and 5 whole stars and remarks within 400', () => {
    expect(clampRating(0)).toBe(1);
    expect(clampRating(9)).toBe(5);
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(Number.NaN)).toBe(5);
    expect(rateDialogReducer(initialRateDialogState, { type: 'typeRemarks', value: 'x'.repeat(500) }).remarks).toHaveLength(400);
  });

  it('disables Submit while the remarks are empty', () => {
    expect(isRateSubmitDisabled({ remarks: '' })).toBe(true);
    expect(isRateSubmitDisabled({ remarks: '  ' })).toBe(true);
    expect(isRateSubmitDisabled({ remarks: 'Great' })).toBe(false);
  });

  it('builds the payloads', () => {
    expect(toEvaluationPayload(order(), { star: 4, remarks: ' Fine ' })).toEqual({ orderId: 'o1', orderNbr: 'N0001', star: 4, comments: 'Fine' });
    expect(toCancelPayload(order(), ' Changed my mind ')).toEqual({ custOrderId: 'o1', remarks: 'Changed my mind' });
  });
});

describe('cancel, rate and payment check results (F3.16)', () => {
  it('closes and reloads after a cancel: list at page 1 on web, detail and timeline on mobile, after 1.2 s', () => {
    expect(ORDER_CANCEL_RELOAD_DELAY_MS).toBe(1200);
    expect(cancelOrderOutcome({ code: '200', data: { result: 1 } }, 'web')).toEqual({
      ok: true,
      toastKey: 'gaia_order_cancel_success',
      closeDialog: true,
      reload: { what: 'list', page: 1, delayMs: 1200 },
    });
    expect(cancelOrderOutcome({ code: '200', data: { result: '1' } }, 'mobile')).toMatchObject({ ok: true, reload: { what: 'detailAndTimeline', delayMs: 1200 } });
  });

  it('shows resultMsg, else the cancel-failure message', () => {
    expect(cancelOrderOutcome({ code: '200', data: { result: 0 }, resultMsg: 'Already shipped' }, 'web')).toEqual({
      ok: false,
      message: 'Already shipped',
      fallbackKey: 'gaia_order_cancel_failure',
    });
    expect(cancelOrderOutcome(undefined, 'web')).toEqual({ ok: false, fallbackKey: 'gaia_order_cancel_failure' });
  });

  it('reloads detail and timeline after a rating', () => {
    expect(rateOrderOutcome({ code: '200', data: { result: 1 } })).toEqual({ ok: true, toastKey: 'gaia_order_rate_success', closeDialog: true, reload: 'detailAndTimeline' });
    expect(rateOrderOutcome({ code: '500', resultMsg: 'No' })).toEqual({ ok: false, message: 'No', fallbackKey: 'gaia_order_rate_failure' });
  });

  it('maps payment check results', () => {
    expect(paymentCheckOutcome({ code: '200', data: { result: 1 } })).toEqual({ kind: 'selectPaymentMethod' });
    expect(paymentCheckOutcome({ code: '200', data: { result: '3' } })).toEqual({
      kind: 'pleaseWait',
      titleKey: 'gaia_order_check_please_wait_title',
      contentKey: 'gaia_order_check_result_3',
    });
    expect(paymentCheckOutcome({ code: '200', data: { result: 4 } })).toMatchObject({ kind: 'oops' });
    expect(paymentCheckOutcome({ code: '200', data: { result: 2 } })).toEqual({ kind: 'message', messageKey: 'gaia_order_check_result_2' });
    expect(paymentCheckOutcome({ code: '200', data: { result: 9 } })).toEqual({ kind: 'message', messageKey: 'gaia_order_check_result_2' });
    expect(paymentCheckOutcome({ code: '500', resultMsg: 'Gateway down' })).toEqual({ kind: 'serverMessage', message: 'Gateway down' });
  });
});

describe('continue a new-connection order (F3.16)', () => {
  const nc = unfinishedNewConnection;

  it('hands the order to a native bridge when there is one', () => {
    expect(continueOrderPlan(nc, true)).toEqual({ kind: 'nativeBridge', orderJson: JSON.stringify(nc) });
  });

  it('reopens onboarding at step 2 otherwise, eSIM when esimFlag is Y', () => {
    expect(continueOrderPlan(nc, false)).toEqual({
      kind: 'onboarding',
      path: '/onboarding',
      step: 2,
      subscriptionType: 'POSTPAID',
      operation: 'SINGLE_OPERATION',
      selectedPackage: { packageList: [{ id: 'P1' }], serviceList: [{ id: 'S1' }] },
      offer: nc.orderItemList![0],
      simType: 'E_SIM',
    });
    const physical = continueOrderPlan({ ...nc, extData: {}, orderItemList: [] }, false);
    expect(physical).toMatchObject({ simType: 'PHYSICAL_SIM', selectedPackage: { packageList: [], serviceList: [] } });
    expect(physical).not.toHaveProperty('offer');
  });
});
