import { describe, expect, it } from 'vitest';
import { OrderListPath, orderPaymentSearch, parsePaymentMethodSearch, type BalanceResponse, type OrderListPage, type PayResult, type PaymentCheckData, type PaymentMethod, type PaymentTransaction } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { PaymentResultCode } from './payments';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };
const topUp = { payEvent: 'recharge', accNbr: '771234567', amount: '10', currencySymbol: '$', amountDisplay: '$10.00' };

function session(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

async function pay(sbx: TestSandbox, headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return sbx.post<PayResult>('/ecare/payment/pay', { ...topUp, paymentMethodCode: 'CARD', returnUrl: '/transaction/{transactionSn}?back=1', idempotencyKey: 'attempt-0001', ...overrides }, headers);
}

/** Posts the provider page's form as a browser would; answers the status, redirect and page. */
async function submitProvider(sbx: TestSandbox, payUrl: string, fields: Record<string, string>) {
  const url = new URL(payUrl);
  const response = await sbx.app.fetch(
    new Request(`http://sandbox${url.pathname}?lang=en`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }),
  );
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function balanceOf(sbx: TestSandbox, headers: Record<string, string>) {
  return (await sbx.post<BalanceResponse>('/ecare/balance', { accNbr: '771234567' }, headers)).body.data!.acctBalance!.amount;
}

describe('F3.8 payment methods, pay, provider, callback, transaction', () => {
  it('lists the card and mobile-money methods in the request’s language', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const en = await sbx.post<{ paymentMethodList: PaymentMethod[] }>('/ecare/payment/method/list', { payEvent: 'recharge', amount: '10' }, headers);
    expect(en.body.data!.paymentMethodList.map((m) => [m.paymentMethodCode, m.paymentMethodName])).toEqual([['CARD', 'Bank card'], ['MOBILE_MONEY', 'Mobile money wallet']]);
    const ar = await sbx.post<{ paymentMethodList: PaymentMethod[] }>('/ecare/payment/method/list', { payEvent: 'recharge' }, { ...headers, locale: 'ar' });
    expect(ar.body.data!.paymentMethodList[0]!.paymentMethodName).toBe('بطاقة مصرفية');
    expect(await sbx.statusOf('/ecare/payment/method/list', { payEvent: 'recharge' })).toBe(401);
    expect(await sbx.statusOf('/ecare/payment/method/list', '{oops', headers)).toBe(400);
  });

  it('a card top-up: hand-off, provider page, back with the return URL, callback → paid and the balance credited', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const before = Number(await balanceOf(sbx, headers));
    const started = await pay(sbx, headers);
    expect(started.body.data).toMatchObject({ state: 'PROCESSING' });
    const { transactionSn, payUrl } = started.body.data!;
    const page = await sbx.app.fetch(new Request(`http://sandbox${new URL(payUrl).pathname}?lang=ar`));
    expect(await page.text()).toContain('رقم البطاقة');
    const back = await submitProvider(sbx, payUrl, CARD);
    expect(back).toMatchObject({ status: 303, location: `/transaction/${transactionSn}?back=1` });
    const called = await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers);
    expect(called.body.data).toMatchObject({ state: 'SUCCESS', cardBrand: 'Visa', cardLast4: '4242', amount: '10' });
    expect(Number(await balanceOf(sbx, headers))).toBeCloseTo(before + 10);
    // A second callback or check never credits twice.
    await sbx.post('/ecare/payment/callback', { transactionSn }, headers);
    await sbx.post('/ecare/payment/check', { transactionSn }, headers);
    expect(Number(await balanceOf(sbx, headers))).toBeCloseTo(before + 10);
    const read = await sbx.get<PaymentTransaction>(`/ecare/transaction/${transactionSn}`, headers);
    expect(read.body.data!.state).toBe('SUCCESS');
  });

  it('F3.6 a ZiG top-up credits the ZiG balance, not the dollar one', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const balances = async () => (await sbx.post<BalanceResponse>('/ecare/balance', { accNbr: '771234567' }, headers)).body.data!;
    const before = await balances();
    const zig = { ...topUp, amount: '100', currencySymbol: 'ZiG', amountDisplay: 'ZiG 100.00' };
    const { transactionSn, payUrl } = (await pay(sbx, headers, { ...zig, idempotencyKey: 'attempt-zig-1' })).body.data!;
    // In Arabic the amount keeps its order: isolated left to right, on its own and inside the Pay button.
    const arabic = await (await sbx.app.fetch(new Request(`http://sandbox${new URL(payUrl).pathname}?lang=ar`))).text();
    expect(arabic.match(/<bdi dir="ltr">ZiG 100\.00<\/bdi>/g)).toHaveLength(2);
    await submitProvider(sbx, payUrl, CARD);
    expect((await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers)).body.data!.state).toBe('SUCCESS');
    const after = await balances();
    expect(after.acctBalance!.amount).toBe(before.acctBalance!.amount);
    expect(Number(after.extAcctBalance![0]!.amount)).toBeCloseTo(Number(before.extAcctBalance![0]!.amount) + 100);
    expect(after.extAcctBalance![0]!.currencySymbol).toBe('ZWG');
  });

  it('F3.8 without an amount display the provider page shows the amount as money, two decimals', async () => {
    const sbx = await createTestSandbox();
    const { payUrl } = (await pay(sbx, session(sbx), { amountDisplay: undefined, amount: '45.8', payEvent: 'bill', accNbr: undefined, acctNbr: 'AC772345678' })).body.data!;
    const html = await (await sbx.app.fetch(new Request(`http://sandbox${new URL(payUrl).pathname}?lang=en`))).text();
    expect(html).toContain('<p class="amount"><bdi dir="ltr">$45.80</bdi></p>');
    expect(html).toContain('Pay <bdi dir="ltr">$45.80</bdi>');
  });

  it('card data never leaves the provider: no number, expiry or CVV in any answer or the sandbox’s record', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const { transactionSn, payUrl } = (await pay(sbx, headers)).body.data!;
    await submitProvider(sbx, payUrl, { cardNumber: '5555555555554444', expiry: '11/38', cvv: '987' });
    const answers = JSON.stringify([
      (await sbx.post('/ecare/payment/callback', { transactionSn }, headers)).body,
      (await sbx.get(`/ecare/transaction/${transactionSn}`, headers)).body,
      (await sbx.get('/__sandbox/payments')).body,
      sbx.store.payments.all(),
    ]);
    expect(answers).toContain('"cardLast4":"4444"');
    for (const secret of ['5555555555554444', '555555555555', '11/38', '987']) expect(answers).not.toContain(secret);
  });

  it('a bad card is refused on the provider page with each field’s message, keeping what was typed', async () => {
    const sbx = await createTestSandbox();
    const { payUrl } = (await pay(sbx, session(sbx))).body.data!;
    const refused = await submitProvider(sbx, payUrl, { cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvv: '12' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('This card number is not valid. Check the digits.');
    expect(refused.html).toContain('Enter the expiry date as MM/YY.');
    expect(refused.html).toContain('Enter the 3-digit security code.');
    expect(refused.html).toContain('value="4242 4242 4242 4241"');
    expect(refused.html).toContain('aria-invalid="true"');
    const amex = await submitProvider(sbx, payUrl, { cardNumber: '378282246310005', expiry: '01/20', cvv: '123' });
    expect(amex.html).toContain('Card type: American Express');
    expect(amex.html).toContain('Enter the 4-digit security code.');
    expect(amex.html).toContain('This card has expired.');
  });

  it('declined and timeout switches fail the payment with their reason; nothing is credited', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const before = await balanceOf(sbx, headers);
    for (const [outcome, reason] of [['decline', 'declined'], ['timeout', 'timeout']] as const) {
      expect((await sbx.post('/__sandbox/payments/settings', { outcome })).status).toBe(200);
      const { transactionSn, payUrl } = (await pay(sbx, headers, { idempotencyKey: `attempt-${outcome}` })).body.data!;
      await submitProvider(sbx, payUrl, CARD);
      const tx = await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers);
      expect(tx.body.data).toMatchObject({ state: 'FAILED', failReason: reason });
      expect((await sbx.post<PaymentCheckData>('/ecare/payment/check', { transactionSn }, headers)).body.data!.result).toBe(4);
    }
    expect(await balanceOf(sbx, headers)).toBe(before);
    expect((await sbx.post('/__sandbox/payments/settings', { outcome: 'maybe' })).status).toBe(400);
  });

  it('a wallet payment is pending (check result 3) until approved on the sandbox phone, then paid', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const { transactionSn, payUrl } = (await pay(sbx, headers, { paymentMethodCode: 'MOBILE_MONEY' })).body.data!;
    expect((await submitProvider(sbx, payUrl, { phone: '12345' })).html).toContain('Enter the wallet’s 9-digit mobile number.');
    await submitProvider(sbx, payUrl, { phone: '771 234 567' });
    expect((await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers)).body.data!.state).toBe('PENDING');
    expect((await sbx.post<PaymentCheckData>('/ecare/payment/check', { transactionSn }, headers)).body.data).toMatchObject({ result: 3, state: 'PENDING' });
    const phone = await (await sbx.app.fetch(new Request('http://sandbox/__sandbox/wallet.html'))).text();
    expect(phone).toContain(transactionSn);
    expect(phone).toContain('771234567');
    expect((await sbx.post('/__sandbox/payments/approval', { transactionSn, approve: true })).status).toBe(200);
    const check = await sbx.post<PaymentCheckData>('/ecare/payment/check', { transactionSn }, headers);
    expect(check.body).toMatchObject({ code: PaymentResultCode.alreadyPaid, data: { state: 'SUCCESS' } });
    expect((await sbx.post('/__sandbox/payments/approval', { transactionSn, approve: true })).status).toBe(404);
  });

  it('a lost callback leaves the payment processing (result 2); the status check settles it', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    await sbx.post('/__sandbox/payments/settings', { callbackLost: true });
    const { transactionSn, payUrl } = (await pay(sbx, headers)).body.data!;
    expect((await sbx.post<PaymentCheckData>('/ecare/payment/check', { transactionSn }, headers)).body.data!.result).toBe(2);
    await submitProvider(sbx, payUrl, CARD);
    expect((await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers)).body.data!.state).toBe('PROCESSING');
    expect((await sbx.post('/ecare/payment/check', { transactionSn }, headers)).body.code).toBe(PaymentResultCode.alreadyPaid);
    expect((await sbx.get<PaymentTransaction>(`/ecare/transaction/${transactionSn}`, headers)).body.data!.state).toBe('SUCCESS');
  });
});

describe('F3.10 step-up before paying (feature PAYMENT_STEP_UP)', () => {
  it('with the switch on, a payment needs a passed step-up of its payer, used once; a retry of the same attempt does not', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    sbx.store.settings.paymentStepUp = true;
    expect((await pay(sbx, headers)).body.code).toBe('40104301');
    const someoneElse = sbx.store.stepUpReferences.create('U-1002');
    expect((await pay(sbx, headers, { stepUpReferenceId: someoneElse })).body.code).toBe('40104301');
    const passed = await sbx.post<{ referenceId: string }>('/ecare/gaia/realName/face/verify', { partyType: 'INDIVIDUAL', charcFilePath: 'uploads/face/selfie.jpg', boxCoordinateList: [{ x: 305, y: 0 }, { x: 980, y: 720 }] }, headers);
    const referenceId = passed.body.data!.referenceId;
    const first = await pay(sbx, headers, { stepUpReferenceId: referenceId });
    expect(first.body.code).toBe('200');
    // The same attempt again (double click, reload) answers its transaction; the check is not asked twice.
    expect((await pay(sbx, headers)).body.data!.transactionSn).toBe(first.body.data!.transactionSn);
    // A new attempt cannot reuse the check.
    expect((await pay(sbx, headers, { idempotencyKey: 'attempt-0002', stepUpReferenceId: referenceId })).body.code).toBe('40104301');
  });
});

describe('F3.8 never twice (idempotency key per attempt)', () => {
  it('the same key (double click, reload, retried request) answers the same transaction; one payment only', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const answers = await Promise.all([pay(sbx, headers), pay(sbx, headers), pay(sbx, { ...headers, 'Idempotency-Key': 'attempt-0001' })]);
    expect(new Set(answers.map((a) => a.body.data!.transactionSn)).size).toBe(1);
    expect(sbx.store.payments.all()).toHaveLength(1);
    // Paying through the provider page twice (Back then submit again) leads on to the portal.
    const { payUrl } = answers[0]!.body.data!;
    await submitProvider(sbx, payUrl, CARD);
    expect((await submitProvider(sbx, payUrl, CARD)).status).toBe(303);
  });

  it('a key reused for another payment, or a header disagreeing with the body, is refused', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    await pay(sbx, headers);
    expect((await pay(sbx, headers, { amount: '20' })).body.code).toBe(PaymentResultCode.keyReused);
    expect((await pay(sbx, { ...headers, 'Idempotency-Key': 'attempt-9999' })).status).toBe(400);
  });

  it('an order already paid cannot be paid again; its check answers 1 before, paid after', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const order = { payEvent: 'goods', fromOrder: 'Y', eventType: 'PURCHASE_GOODS', custOrderId: 'CO-77', amount: '30', accNbr: undefined };
    expect((await sbx.post<PaymentCheckData>('/ecare/payment/check', { custOrderId: 'CO-77' }, headers)).body.data!.result).toBe(1);
    const { transactionSn, payUrl } = (await pay(sbx, headers, order)).body.data!;
    await submitProvider(sbx, payUrl, CARD);
    await sbx.post('/ecare/payment/callback', { transactionSn }, headers);
    expect((await sbx.post('/ecare/payment/check', { custOrderId: 'CO-77' }, headers)).body.code).toBe(PaymentResultCode.alreadyPaid);
    expect((await pay(sbx, headers, { ...order, idempotencyKey: 'attempt-0002' })).body.code).toBe(PaymentResultCode.alreadyPaid);
  });

  it('refuses what is not a payment: bad amounts, foreign return addresses, missing keys, another user’s transaction', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    expect((await pay(sbx, headers, { amount: '0' })).body.code).toBe(PaymentResultCode.invalidAmount);
    expect((await pay(sbx, headers, { amount: '100000.01', idempotencyKey: 'attempt-0003' })).body.code).toBe(PaymentResultCode.invalidAmount);
    expect((await pay(sbx, headers, { amount: '1.234', idempotencyKey: 'attempt-0004' })).body.code).toBe(PaymentResultCode.invalidAmount);
    expect((await pay(sbx, headers, { returnUrl: 'https://evil.example/{transactionSn}' })).status).toBe(400);
    expect((await pay(sbx, headers, { returnUrl: '//evil.example/{transactionSn}' })).status).toBe(400);
    expect((await pay(sbx, headers, { idempotencyKey: '' })).status).toBe(400);
    expect((await pay(sbx, headers, { paymentMethodCode: 'CASH' })).body.code).toBe(PaymentResultCode.methodUnavailable);
    expect((await sbx.post('/ecare/payment/pay', '[1]', headers)).status).toBe(400);
    const { transactionSn } = (await pay(sbx, headers)).body.data!;
    expect((await sbx.get(`/ecare/transaction/${transactionSn}`, session(sbx, 'U-2001'))).body.code).toBe(PaymentResultCode.notFound);
    expect((await sbx.app.fetch(new Request('http://sandbox/provider/pay/nope'))).status).toBe(404);
  });

  it('a paid order (fromOrder=Y) leaves state B in the order book', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const order = { payEvent: 'setVas', fromOrder: 'Y', eventType: 'PACKAGE_UPGRADE', custOrderId: 'O-1001-12', amount: '15', accNbr: undefined };
    const { transactionSn, payUrl } = (await pay(sbx, headers, order)).body.data!;
    await submitProvider(sbx, payUrl, CARD);
    await sbx.post('/ecare/payment/callback', { transactionSn }, headers);
    expect(sbx.store.orders.markPaid('O-1001-12')).toBe('notAwaitingPayment');
  });

  it('F3.9 an order paid from My Orders (its query carries amountDisplay only) is charged what the order book says', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const list = await sbx.post<OrderListPage>(OrderListPath.list, { custId: '1001', pageInfo: { currentPage: 1, pageSize: 50 } }, headers);
    const upgrade = list.body.data!.orderList.find((order) => order.orderId === 'O-1001-12')!;
    const query = parsePaymentMethodSearch(orderPaymentSearch(upgrade))!;
    expect(query.amount).toBeUndefined();
    const due = sbx.store.orders.amountDue('O-1001-12');
    expect(due).toBe('25.00');
    const started = await pay(sbx, headers, { ...query, amount: undefined, accNbr: undefined });
    expect(started.body.data).toMatchObject({ state: 'PROCESSING' });
    const { transactionSn, payUrl } = started.body.data!;
    await submitProvider(sbx, payUrl, CARD);
    const called = await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers);
    expect(Number(called.body.data!.amount)).toBe(25);
    expect(called.body.data!.state).toBe('SUCCESS');
    expect(sbx.store.orders.markPaid('O-1001-12')).toBe('notAwaitingPayment');
  });

  it('tools finish the provider page with the test details through /__sandbox/payments/provider', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const { transactionSn } = (await pay(sbx, headers)).body.data!;
    const finished = await sbx.post<never>('/__sandbox/payments/provider', { transactionSn });
    expect(finished.body).toMatchObject({ returnUrl: `/transaction/${transactionSn}?back=1` });
    expect((await sbx.post<PaymentTransaction>('/ecare/payment/callback', { transactionSn }, headers)).body.data).toMatchObject({ state: 'SUCCESS', cardLast4: '4242' });
    expect((await sbx.post('/__sandbox/payments/provider', { transactionSn: 'TX0' })).status).toBe(404);
  });
});
