import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../kernel/testing/fakeHttp';
import { createOrderListApi } from './orderListCalls';

describe('My Orders calls (F3.14, F3.16, F3.20; spec 03 §7 "Orders")', () => {
  it('POSTs one page of the list with its request, passing the abort signal on', async () => {
    const { http, call } = fakeHttp({ orderList: [], total: 0 });
    const signal = new AbortController().signal;
    const request = { custId: '1001', pageInfo: { currentPage: 2, pageSize: 10 } };
    await createOrderListApi(http).list(request, signal);
    await createOrderListApi(http).list(request);
    expect(call.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/order/userOrder/list', data: request, signal },
      { path: '/ecare/order/userOrder/list', data: request },
    ]);
  });

  it('the payment check, cancel and evaluation answer the whole envelope, so the screen reads every business answer', async () => {
    const { http, envelope } = fakeHttp(undefined, { code: '200', data: { result: 1 } });
    const api = createOrderListApi(http);
    expect(await api.paymentCheck('O-1')).toEqual({ code: '200', data: { result: 1 } });
    await api.cancel({ custOrderId: 'O-1', remarks: 'Ordered twice' });
    await api.evaluate({ orderId: 'O-2', orderNbr: 'SO2', star: 5, comments: 'Quick pickup' });
    expect(envelope.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/order/userOrder/paymentCheck', data: { custOrderId: 'O-1' } },
      { path: '/ecare/order/userOrder/cancel', data: { custOrderId: 'O-1', remarks: 'Ordered twice' } },
      { path: '/ecare/order/userOrder/evaluation', data: { orderId: 'O-2', orderNbr: 'SO2', star: 5, comments: 'Quick pickup' } },
    ]);
  });
});
