import { describe, expect, it } from 'vitest';
import { OrderDetailPath, esimActivationCode, isPdfDocument, orderPaymentCountdown, type OrderDetailAnswer, type OrderTimelineAnswer } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

function sessionOf(sbx: TestSandbox, userId = 'U-1001') {
  const customer = sbx.store.findByUserId(userId)!;
  return { token: sbx.store.openSession(customer) };
}

async function raw(sbx: TestSandbox, path: string, body: unknown, headers: Record<string, string> = {}) {
  return sbx.app.fetch(new Request(`http://sandbox${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }));
}

describe('order detail (F3.15, spec 03 §7)', () => {
  it('answers the order with the sandbox clock as serverTime, so a B countdown follows the server', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<OrderDetailAnswer>(OrderDetailPath.detail, { orderId: 'O-1001-12' }, sessionOf(sbx));
    const order = answer.body.data!;
    expect(order).toMatchObject({ orderId: 'O-1001-12', orderState: 'B', orderStateName: 'Awaiting payment', serverTime: sbx.clock.now() });
    // Seeded 22 minutes into a 30-minute window: 8 minutes left on the sandbox clock.
    expect(orderPaymentCountdown(order, sbx.clock.now())?.text).toBe('00:08:00');
  });

  it('closes an order in B whose time ran out on the sandbox clock (E when read again)', async () => {
    const sbx = await createTestSandbox();
    // The orders are seeded at the first read, from the clock; then time runs out.
    expect((await sbx.post<OrderDetailAnswer>(OrderDetailPath.detail, { orderId: 'O-1001-12' }, sessionOf(sbx))).body.data!.orderState).toBe('B');
    sbx.clock.advance(8 * 60_000);
    const order = (await sbx.post<OrderDetailAnswer>(OrderDetailPath.detail, { orderId: 'O-1001-12' }, sessionOf(sbx))).body.data!;
    expect(order.orderState).toBe('E');
    const steps = (await sbx.post<OrderTimelineAnswer>(OrderDetailPath.timeline, { orderId: 'O-1001-12', orderNbr: 'SO2026100112' }, sessionOf(sbx))).body.data!.processList;
    expect(steps.at(-1)).toMatchObject({ processStep: 'CANCELLED' });
  });

  it('gives a completed eSIM order its activation code, and no other order one', async () => {
    const sbx = await createTestSandbox();
    const esim = (await sbx.post<OrderDetailAnswer>(OrderDetailPath.detail, { orderId: 'O-1001-08' }, sessionOf(sbx))).body.data!;
    expect(esimActivationCode(esim)).toMatch(/^LPA:1\$smdp\.gaia-sandbox\.example\$K2-O100108-GAIA$/);
    const goods = (await sbx.post<OrderDetailAnswer>(OrderDetailPath.detail, { orderId: 'O-1001-09' }, sessionOf(sbx))).body.data!;
    expect(esimActivationCode(goods)).toBeUndefined();
  });

  it('answers the process timeline oldest first; a wrong orderNbr is not found', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<OrderTimelineAnswer>(OrderDetailPath.timeline, { orderId: 'O-1001-10', orderNbr: 'SO2026100110' }, sessionOf(sbx));
    expect(answer.body.data!.processList.map((step) => step.processStep)).toEqual(['SUBMITTED', 'PAID', 'SCHEDULED']);
    expect((await sbx.post(OrderDetailPath.timeline, { orderId: 'O-1001-10', orderNbr: 'SO1' }, sessionOf(sbx))).body.code).toBe('40404101');
  });

  it('needs a session, reaches only the customer’s own orders and answers 400 to malformed bodies', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf(OrderDetailPath.detail, { orderId: 'O-1001-12' })).toBe(401);
    expect(await sbx.codeOf(OrderDetailPath.detail, { orderId: 'O-NOPE' }, sessionOf(sbx))).toBe('40404101');
    for (const body of ['{', '[]', { orderId: 7 }, {}, { orderId: '  ' }]) {
      expect(await sbx.statusOf(OrderDetailPath.detail, body, sessionOf(sbx))).toBe(400);
      expect(await sbx.statusOf(OrderDetailPath.receiptDownload, body, sessionOf(sbx))).toBe(400);
    }
  });
});

describe('receipt download (F3.15, spec 03 §7)', () => {
  it('answers a real PDF 1.4 document with the order’s lines and a cross-reference table that points at its objects', async () => {
    const sbx = await createTestSandbox();
    const response = await raw(sbx, OrderDetailPath.receiptDownload, { orderId: 'O-1001-09' }, sessionOf(sbx));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(isPdfDocument(bytes)).toBe(true);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Order number: SO2026100109) Tj');
    expect(text).toContain('(1 x Nova 5G phone  $229.90) Tj');
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Each xref entry gives the byte offset of its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
  });

  it('serves /ecare/common/down-receipt by receiptDocId too; an order without a receipt is not found', async () => {
    const sbx = await createTestSandbox();
    const byDoc = await raw(sbx, OrderDetailPath.commonReceipt, { receiptDocId: 'RCPT-1001-04' }, sessionOf(sbx));
    expect(isPdfDocument(new Uint8Array(await byDoc.arrayBuffer()))).toBe(true);
    expect(await sbx.codeOf(OrderDetailPath.receiptDownload, { orderId: 'O-1001-12' }, sessionOf(sbx))).toBe('40404101');
  });

  it('fails with 500 and the envelope while /__sandbox/orders/receipt says so, then serves again', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/orders/receipt', { fail: true });
    const failed = await sbx.post(OrderDetailPath.receiptDownload, { orderId: 'O-1001-09' }, sessionOf(sbx));
    expect(failed.status).toBe(500);
    expect(failed.body.resultMsg).toBe('The receipt could not be downloaded.');
    await sbx.post('/__sandbox/orders/receipt', { fail: false });
    expect((await raw(sbx, OrderDetailPath.receiptDownload, { orderId: 'O-1001-09' }, sessionOf(sbx))).status).toBe(200);
    expect(await sbx.statusOf('/__sandbox/orders/receipt', { fail: 'yes' })).toBe(400);
  });
});
