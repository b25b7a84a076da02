import { describe, expect, it } from 'vitest';
import type { AcctOweInfo, PayResult, ExtCurrencyCodesResult, RechargeAmountConfig, RechargePrePayResult } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { TopUpResultCode } from './topUp';

function session(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

const recharge = { accNbr: '0771234567', amount: '10', currencyCode: 'USD' };

describe('F3.6 top-up amounts, currencies, preCheck and prePay', () => {
  it('answers USD and the local currency, and each currency’s amounts and limits', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const codes = await sbx.get<ExtCurrencyCodesResult>('/ecare/gaia/recharge/ext-currency-codes', headers);
    expect(codes.body.data!.currencyList).toEqual([{ currencyCode: 'USD', currencySymbol: '$' }, { currencyCode: 'ZWG', currencySymbol: 'ZiG' }]);
    const usd = await sbx.get<RechargeAmountConfig>('/ecare/recharge/amount/config?currencyCode=USD', headers);
    expect(usd.body.data).toMatchObject({ currencySymbol: '$', amountList: [1, 2, 5, 10, 20, 50], minAmount: 1, maxAmount: 500, integerFlag: 'N' });
    const zig = await sbx.get<RechargeAmountConfig>('/ecare/recharge/amount/config?currencyCode=ZWG', headers);
    expect(zig.body.data).toMatchObject({ currencySymbol: 'ZiG', minAmount: 20, maxAmount: 20000, integerFlag: 'Y' });
    expect((await sbx.get('/ecare/recharge/amount/config?currencyCode=EUR', headers)).body.code).toBe(TopUpResultCode.unknownCurrency);
  });

  it('needs a session for every call', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get('/ecare/gaia/recharge/ext-currency-codes')).status).toBe(401);
    expect((await sbx.get('/ecare/recharge/amount/config')).status).toBe(401);
    expect(await sbx.statusOf('/ecare/recharge/preCheck', recharge)).toBe(401);
    expect(await sbx.statusOf('/ecare/recharge/prePay', recharge)).toBe(401);
    expect(await sbx.statusOf('/ecare/bill/acctOweInfo', { acctNbr: 'AC772345678' })).toBe(401);
  });

  it('prepares a top-up of the own line or of another customer’s line for the payment-method page', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    expect((await sbx.post('/ecare/recharge/preCheck', recharge, headers)).body.data).toEqual({ accNbr: '771234567', prefix: '263' });
    const own = await sbx.post<RechargePrePayResult>('/ecare/recharge/prePay', { ...recharge, amount: '12.5' }, headers);
    expect(own.body.data).toEqual({ accNbr: '771234567', acctNbr: 'AC771234567', amount: '12.50', amountDisplay: '$12.50', currencySymbol: '$' });
    const other = await sbx.post<RechargePrePayResult>('/ecare/recharge/prePay', { accNbr: '+263 78 234 5678', amount: '1000', currencyCode: 'ZWG' }, headers);
    expect(other.body.data).toMatchObject({ accNbr: '782345678', amount: '1000.00', currencySymbol: 'ZiG' });
  });

  it('refuses an unknown number, an amount outside the limits and decimals in whole-amount currencies, in the user’s language', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const unknown = await sbx.post('/ecare/recharge/preCheck', { ...recharge, accNbr: '0779999999' }, headers);
    expect([unknown.body.code, unknown.body.resultMsg]).toEqual([TopUpResultCode.unknownNumber, 'This number is not on our network. Check it and try again.']);
    const arabic = await sbx.post('/ecare/recharge/preCheck', { ...recharge, accNbr: '0779999999' }, { ...headers, locale: 'ar' });
    expect(arabic.body.resultMsg).toBe('هذا الرقم ليس على شبكتنا. تحقق منه وحاول مرة أخرى.');
    const tooMuch = await sbx.post('/ecare/recharge/prePay', { ...recharge, amount: '500.01' }, headers);
    expect([tooMuch.body.code, tooMuch.body.resultMsg]).toEqual([TopUpResultCode.amountOutOfRange, 'Enter an amount from 1 to 500.']);
    expect((await sbx.post('/ecare/recharge/preCheck', { ...recharge, amount: '0.5' }, headers)).body.code).toBe(TopUpResultCode.amountOutOfRange);
    expect((await sbx.post('/ecare/recharge/preCheck', { ...recharge, amount: '50.5', currencyCode: 'ZWG' }, headers)).body.code).toBe(TopUpResultCode.amountOutOfRange);
    expect((await sbx.post('/ecare/recharge/preCheck', { ...recharge, currencyCode: 'EUR' }, headers)).body.code).toBe(TopUpResultCode.unknownCurrency);
  });

  it('answers 400 with the envelope for malformed bodies', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    for (const body of ['{oops', '[]', { ...recharge, amount: 10 }, { ...recharge, amount: '1e3' }, { ...recharge, accNbr: 'x'.repeat(5000) }, { accNbr: '0771234567' }]) {
      const answer = await sbx.post('/ecare/recharge/prePay', body, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.resultMsg).toEqual(expect.any(String));
    }
    expect(await sbx.statusOf('/ecare/bill/acctOweInfo', '{oops', headers)).toBe(400);
    expect(await sbx.statusOf('/ecare/bill/acctOweInfo', { acctNbr: 42 }, headers)).toBe(400);
  });
});

describe('F3.7 amount owed', () => {
  it('answers the bill of an own postpaid account with the bill limit; prepaid accounts owe nothing', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const owed = await sbx.post<AcctOweInfo>('/ecare/bill/acctOweInfo', { acctNbr: 'AC772345678' }, headers);
    expect(owed.body.data).toEqual({ acctNbr: 'AC772345678', oweAmount: 45.8, amountDisplay: '$45.80', currencySymbol: '$', minAmount: 1, maxAmount: 100000 });
    expect((await sbx.post<AcctOweInfo>('/ecare/bill/acctOweInfo', { acctNbr: 'AC771234567' }, headers)).body.data!.oweAmount).toBe(0);
  });

  it('a paid bill lowers the amount owed (the payment book’s successful bill payments count)', async () => {
    const sbx = await createTestSandbox();
    const headers = session(sbx);
    const started = await sbx.post<PayResult>(
      '/ecare/payment/pay',
      { payEvent: 'bill', acctNbr: 'AC772345678', amount: '40.00', currencySymbol: '$', amountDisplay: '$40', paymentMethodCode: 'CARD', returnUrl: '/transaction/{transactionSn}?back=1', idempotencyKey: 'bill-attempt-01' },
      headers,
    );
    const { transactionSn, payUrl } = started.body.data!;
    await sbx.app.fetch(
      new Request(`http://sandbox${new URL(payUrl).pathname}?lang=en`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' }).toString(),
      }),
    );
    await sbx.post('/ecare/payment/callback', { transactionSn }, headers);
    const owed = await sbx.post<AcctOweInfo>('/ecare/bill/acctOweInfo', { acctNbr: 'AC772345678' }, headers);
    expect(owed.body.data).toMatchObject({ oweAmount: 5.8, amountDisplay: '$5.80' });
  });

  it('refuses another customer’s account', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/ecare/bill/acctOweInfo', { acctNbr: 'AC782345678' }, session(sbx));
    expect([answer.body.code, answer.body.resultMsg]).toEqual([TopUpResultCode.unknownAccount, 'We could not find this account.']);
  });
});
