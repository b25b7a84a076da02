import { describe, expect, it } from 'vitest';
import { OrderListPath, ResultCode, orderPaymentCountdown, orderPaymentSearch, parsePaymentMethodSearch, type Order, type OrderListPage } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

function sessionOf(sbx: TestSandbox, userId: string) {
  const customer = sbx.store.findByUserId(userId);
  if (!customer) throw new Error(`no customer ${userId}`);
  return { token: sbx.store.openSession(customer) };
}

async function page(sbx: TestSandbox, userId: string, currentPage = 1, headers: Record<string, string> = {}) {
  const custId = sbx.store.findByUserId(userId)!.user.currentCustId;
  const answer = await sbx.post<OrderListPage>(OrderListPath.list, { custId, pageInfo: { currentPage, pageSize: 10 } }, { ...sessionOf(sbx, userId), ...headers });
  return answer.body.data!;
}

const byId = (orders: Order[], orderId: string) => orders.find((order) => order.orderId === orderId)!;

describe('order list (F3.14, spec 03 §7)', () => {
  it('lists the demo individual’s orders newest first in every state, ten per page', async () => {
    const sbx = await createTestSandbox();
    const first = await page(sbx, 'U-1001');
    expect(first.pageInfo).toEqual({ currentPage: 1, pageSize: 10, total: 12, totalPage: 2 });
    expect(new Set(first.orderList.map((order) => order.orderState))).toEqual(new Set(['A', 'B', 'V', 'C', 'E', 'R']));
    const created = first.orderList.map((order) => Number(order.createdDate));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect((await page(sbx, 'U-1001', 2)).orderList).toHaveLength(2);
    expect((await page(sbx, 'U-1001', 3)).orderList).toEqual([]);
  });

  it('dates the seeded orders from the whole minute of the first read, whichever second it came in', async () => {
    const sbx = await createTestSandbox();
    const onTheMinute = (await page(sbx, 'U-1001')).orderList.map((order) => order.createdDate);
    const later = await createTestSandbox();
    later.clock.advance(37_000);
    const created = (await page(later, 'U-1001')).orderList.map((order) => order.createdDate);
    expect(created).toEqual(onTheMinute);
    expect(created.every((date) => Number(date) % 60_000 === 0)).toBe(true);
  });

  it('has the event types the screens tell apart, with the full order shape', async () => {
    const sbx = await createTestSandbox();
    const orders = [...(await page(sbx, 'U-1001')).orderList, ...(await page(sbx, 'U-1001', 2)).orderList];
    const upgrade = byId(orders, 'O-1001-12');
    expect(upgrade).toMatchObject({ eventType: 'PACKAGE_UPGRADE', orderState: 'B', timeoutDuration: 30, eventTypeName: 'Package upgrade', orderStateName: 'Awaiting payment' });
    expect(upgrade.orderItemList!.map((item) => item.offerActType)).toEqual(['D', 'A']);
    const goods = byId(orders, 'O-1001-09');
    expect(goods).toMatchObject({ eventType: 'PURCHASE_GOODS', orderState: 'C', requireEvaluation: true, pickupInfo: { picker: { contactName: 'Tariro Moyo' } } });
    expect(goods.extData!.attrValueList).toContainEqual({ attrCode: 'receiptDocId', attrValue: 'RCPT-1001-09' });
    expect(byId(orders, 'O-1001-08').extData!.esimFlag).toBe('Y');
    expect(byId(orders, 'O-1001-10').eventType).toBe('ROAMING_ACTIVATION');
    expect(byId(orders, 'O-1001-11')).toMatchObject({ eventType: 'NEW_CONNECTION', orderState: 'A' });
  });

  it('gives an order in B a few minutes left on the sandbox clock', async () => {
    const sbx = await createTestSandbox();
    const upgrade = byId((await page(sbx, 'U-1001')).orderList, 'O-1001-12');
    const countdown = orderPaymentCountdown(upgrade, sbx.clock.now());
    expect(countdown).toMatchObject({ text: '00:08:00', expired: false });
  });

  it('closes an order in B as cancelled once its time has run out', async () => {
    const sbx = await createTestSandbox();
    await page(sbx, 'U-1001');
    sbx.clock.advance(8 * 60_000);
    const upgrade = byId((await page(sbx, 'U-1001')).orderList, 'O-1001-12');
    expect(upgrade.orderState).toBe('E');
    expect(sbx.store.orders.timeline('O-1001-12')!.at(-1)).toMatchObject({ processStep: 'CANCELLED' });
  });

  it('names states and event types in the request’s language', async () => {
    const sbx = await createTestSandbox();
    const upgrade = byId((await page(sbx, 'U-1001', 1, { locale: 'ar' })).orderList, 'O-1001-12');
    expect(upgrade.orderStateName).toBe('بانتظار الدفع');
  });

  it('lists the corporate demo’s orders and none for a customer without orders', async () => {
    const sbx = await createTestSandbox();
    const corporate = await page(sbx, 'U-2001');
    expect(corporate.pageInfo.total).toBe(6);
    expect(corporate.orderList.map((order) => order.orderState)).toEqual(['B', 'A', 'V', 'C', 'R', 'E']);
    expect(await page(sbx, 'U-1002')).toEqual({ orderList: [], pageInfo: { currentPage: 1, pageSize: 10, total: 0, totalPage: 0 } });
  });

  it('answers 401 without a session, 400 for malformed bodies, 403 for another customer, 500 when switched off', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf(OrderListPath.list, {})).toBe(401);
    const session = sessionOf(sbx, 'U-1001');
    const malformed = await sbx.post(OrderListPath.list, '{"pageInfo":', session);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ResultCode.badRequest);
    expect(await sbx.statusOf(OrderListPath.list, { pageInfo: { currentPage: 0 } }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.list, { pageInfo: [] }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.list, { custId: 5 }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.list, { custId: '2001' }, session)).toBe(403);
    await sbx.post('/__sandbox/orders', { list: 'error' });
    const failed = await sbx.post(OrderListPath.list, {}, session);
    expect(failed.status).toBe(500);
    expect(failed.body.resultMsg).toBe('The order service is unavailable. Please try again later.');
  });
});

describe('payment check (F3.16, spec 03 §4)', () => {
  it('answers 1 for an order in B, 2 for any other, and each forced result', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const check = async (custOrderId: string) => (await sbx.post<{ result: number }>(OrderListPath.paymentCheck, { custOrderId }, session)).body;
    expect((await check('O-1001-12')).data).toEqual({ result: 1 });
    expect((await check('O-1001-09')).data).toEqual({ result: 2 });
    for (const result of [1, 2, 3, 4]) {
      await sbx.post('/__sandbox/orders', { paymentCheck: result });
      expect((await check('O-1001-09')).data).toEqual({ result });
    }
    await sbx.post('/__sandbox/orders', { paymentCheck: 'error' });
    expect(await check('O-1001-12')).toMatchObject({ code: '500', resultMsg: 'The payment status could not be checked. Please try again later.' });
  });

  it('refuses another customer’s order and a malformed body', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-2001');
    expect((await sbx.post(OrderListPath.paymentCheck, { custOrderId: 'O-1001-12' }, session)).body.resultMsg).toBe('This order was not found.');
    expect(await sbx.statusOf(OrderListPath.paymentCheck, { custOrderId: 7 }, session)).toBe(400);
    expect(await sbx.statusOf('/__sandbox/orders', { paymentCheck: 9 })).toBe(400);
  });
});

describe('cancel (F3.16)', () => {
  it('cancels an order in V or B with its remarks; refuses other states with a message', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const cancel = async (custOrderId: string, remarks = 'Changed my mind') => (await sbx.post<{ result: number }>(OrderListPath.cancel, { custOrderId, remarks }, session)).body;
    expect((await cancel('O-1001-10')).data).toEqual({ result: 1 });
    expect(sbx.store.orders.get('O-1001-10')!.order.orderState).toBe('E');
    expect(sbx.store.orders.timeline('O-1001-10')!.at(-1)).toMatchObject({ processStep: 'CANCELLED', comments: 'Changed my mind' });
    expect((await cancel('O-1001-12')).data).toEqual({ result: 1 });
    expect(await cancel('O-1001-09')).toMatchObject({ data: { result: 0 }, resultMsg: 'This order can no longer be cancelled.' });
  });

  it('refuses empty or over-long remarks, and answers the failure switches', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    expect(await sbx.statusOf(OrderListPath.cancel, { custOrderId: 'O-1001-10', remarks: '  ' }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.cancel, { custOrderId: 'O-1001-10', remarks: 'x'.repeat(401) }, session)).toBe(400);
    await sbx.post('/__sandbox/orders', { cancel: 'fail' });
    expect((await sbx.post(OrderListPath.cancel, { custOrderId: 'O-1001-10', remarks: 'ok' }, session)).body).toMatchObject({ data: { result: 0 }, resultMsg: 'The order is being processed and cannot be cancelled now.' });
    await sbx.post('/__sandbox/orders', { cancel: 'failWithoutMessage' });
    expect((await sbx.post(OrderListPath.cancel, { custOrderId: 'O-1001-10', remarks: 'ok' }, session)).body).toMatchObject({ data: { result: 0 }, resultMsg: '' });
    expect(sbx.store.orders.get('O-1001-10')!.order.orderState).toBe('V');
  });
});

describe('evaluation (F3.16, F3.20)', () => {
  it('rates a completed purchased-goods order awaiting its review once', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const rate = async (body: object) => (await sbx.post<{ result: number }>(OrderListPath.evaluation, body, session)).body;
    const evaluation = { orderId: 'O-1001-09', orderNbr: 'SO2026100109', star: 4, comments: 'Quick pickup' };
    expect((await rate(evaluation)).data).toEqual({ result: 1 });
    expect(sbx.store.orders.get('O-1001-09')!.order.requireEvaluation).toBe(false);
    expect(sbx.store.orders.timeline('O-1001-09')!.at(-1)).toMatchObject({ processStep: 'EVALUATED', star: 4, comments: 'Quick pickup' });
    expect(await rate(evaluation)).toMatchObject({ data: { result: 0 }, resultMsg: 'This order cannot be rated.' });
    expect(await rate({ ...evaluation, orderNbr: 'SO0' })).toMatchObject({ data: { result: 0 }, resultMsg: 'This order was not found.' });
  });

  it('refuses bad stars and empty comments, and answers the failure switch', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const evaluation = { orderId: 'O-1001-09', orderNbr: 'SO2026100109', star: 5, comments: 'Good' };
    expect(await sbx.statusOf(OrderListPath.evaluation, { ...evaluation, star: 6 }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.evaluation, { ...evaluation, star: '5' }, session)).toBe(400);
    expect(await sbx.statusOf(OrderListPath.evaluation, { ...evaluation, comments: '' }, session)).toBe(400);
    await sbx.post('/__sandbox/orders', { rate: 'fail' });
    expect((await sbx.post(OrderListPath.evaluation, evaluation, session)).body).toMatchObject({ data: { result: 0 }, resultMsg: 'Ratings cannot be received at the moment.' });
  });
});

describe('paying a package upgrade from My Orders (F3.9, F3.16)', () => {
  it('the list’s payment query names set-VAS; the methods are offered and the order costs its pay amount', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const upgrade = byId((await page(sbx, 'U-1001')).orderList, 'O-1001-12');
    const payment = parsePaymentMethodSearch(orderPaymentSearch(upgrade));
    expect(payment).toMatchObject({ payEvent: 'setVas', eventType: 'PACKAGE_UPGRADE', custOrderId: 'O-1001-12', amountDisplay: '$25.00' });
    const methods = await sbx.post<{ paymentMethodList: unknown[] }>('/ecare/payment/method/list', { payEvent: payment!.payEvent, eventType: payment!.eventType }, session);
    expect(methods.body.data!.paymentMethodList.length).toBeGreaterThan(0);
    expect(sbx.store.orders.amountDue('O-1001-12')).toBe('25.00');
    expect(sbx.store.orders.amountDue('O-1001-13')).toBe('18.50');
    // Only an order awaiting payment has something due.
    expect(sbx.store.orders.amountDue('O-1001-09')).toBeUndefined();
    expect(sbx.store.orders.amountDue('O-NOPE')).toBeUndefined();
  });
});

describe('paid, reset (F3.16)', () => {
  it('completes an order in B once paid, and reset brings the seed back', async () => {
    const sbx = await createTestSandbox();
    expect(sbx.store.orders.markPaid('O-1001-12')).toBe('ok');
    expect(sbx.store.orders.get('O-1001-12')!.order.orderState).toBe('C');
    expect(sbx.store.orders.markPaid('O-1001-12')).toBe('notAwaitingPayment');
    expect((await sbx.post('/__sandbox/orders/paid', { orderId: 'O-1001-13' })).status).toBe(200);
    sbx.store.reset();
    expect(sbx.store.orders.get('O-1001-12')!.order.orderState).toBe('B');
  });
});
