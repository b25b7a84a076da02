import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../kernel/testing/fakeHttp';
import { createCheckoutApi } from './checkoutCalls';

describe('payment calls (F3.8, spec 03 §7)', () => {
  it('lists the methods of a payment, none when the answer has no list', async () => {
    const { http, call } = fakeHttp({ paymentMethodList: [{ paymentMethodCode: 'CARD' }] });
    expect(await createCheckoutApi(http).methodList({ payEvent: 'bill', amount: '45.80' })).toEqual([{ paymentMethodCode: 'CARD' }]);
    expect(call).toHaveBeenCalledWith({ path: '/ecare/payment/method/list', data: { payEvent: 'bill', amount: '45.80' } });
    expect(await createCheckoutApi(fakeHttp(null).http).methodList({ payEvent: 'bill' })).toEqual([]);
  });

  it('pay sends the attempt’s idempotency key in the body and as the Idempotency-Key header', async () => {
    const { http, call } = fakeHttp({ transactionSn: 'TX1' });
    const request = { payEvent: 'recharge', paymentMethodCode: 'CARD', amount: '10.00', returnUrl: '/transaction/{transactionSn}', idempotencyKey: 'attempt-0001' } as const;
    await createCheckoutApi(http).pay(request);
    expect(call).toHaveBeenCalledWith({ path: '/ecare/payment/pay', data: request, headers: { 'Idempotency-Key': 'attempt-0001' }, reportBusinessErrors: false });
  });

  it('check reads the whole envelope (its code and result decide, spec 03 §4); callback and the transaction by its number', async () => {
    const { http, call, envelope } = fakeHttp({ code: '200', data: { result: 3 } });
    const api = createCheckoutApi(http);
    expect(await api.check({ custOrderId: 'CO-1' })).toEqual({ code: '200', data: { result: 3 } });
    expect(envelope).toHaveBeenCalledWith({ path: '/ecare/payment/check', data: { custOrderId: 'CO-1' } });
    await api.callback('TX1');
    await api.transaction('TX 2/3');
    expect(call.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/payment/callback', data: { transactionSn: 'TX1' }, reportBusinessErrors: false },
      { method: 'GET', path: '/ecare/transaction/TX%202%2F3' },
    ]);
  });
});
