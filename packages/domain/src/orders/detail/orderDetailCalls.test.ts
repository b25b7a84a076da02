import { describe, expect, it, vi } from 'vitest';
import { fakeHttp } from '../../kernel/testing/fakeHttp';
import { createOrderDetailApi } from './orderDetailCalls';

describe('order detail calls (F3.15; spec 03 §7 "Orders")', () => {
  it('POSTs the detail by orderId and the timeline by orderId and orderNbr, with the abort signal', async () => {
    const { http, call } = fakeHttp({});
    const signal = new AbortController().signal;
    const api = createOrderDetailApi(http);
    await api.detail('O-1', signal);
    await api.timeline('O-1', 'SO1');
    expect(call.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/order/userOrder/detail', data: { orderId: 'O-1' }, signal },
      { path: '/ecare/order/userOrder/processList', data: { orderId: 'O-1', orderNbr: 'SO1' } },
    ]);
  });

  it('downloads the receipt through the document reader at the receipt path; without one it refuses', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const readBlob = vi.fn().mockResolvedValue(pdf);
    expect(await createOrderDetailApi(fakeHttp({}).http, readBlob).receipt('O-9')).toBe(pdf);
    expect(readBlob).toHaveBeenCalledWith('/ecare/shop/order/receipt/download', { orderId: 'O-9' });
    await expect(createOrderDetailApi(fakeHttp({}).http).receipt('O-9')).rejects.toThrow('No document reader');
  });
});
