import { describe, expect, it } from 'vitest';
import {
  AfterSalePath,
  OrderDetailPath,
  OrderListPath,
  ResultCode,
  shipmentTimeline,
  type AfterSaleOrderCreated,
  type AfterSaleReceipt,
  type ExchangePreCheck,
  type OrderListPage,
  type ReturnPreCheck,
  type ShipmentTrack,
} from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

/** The demo individual's completed goods orders (orderSeed/individualOrders.ts): picked up 1 day ago, and 18 days ago. */
const PHONE_ORDER = 'O-1001-09';
const ROUTER_ORDER = 'O-1001-04';
const DAY = 24 * 60 * 60 * 1000;

function sessionOf(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

async function listOf(sbx: TestSandbox) {
  return (await sbx.post<OrderListPage>(OrderListPath.list, { pageInfo: { currentPage: 1 } }, sessionOf(sbx))).body.data!.orderList;
}

const returnPhone = { orderId: PHONE_ORDER, items: [{ offerCode: 'SKU-NOVA5G', qty: 1 }], reason: 'DEFECTIVE', remarks: 'Screen flickers' };

describe('F4.5 returns (applyReturnOrder)', () => {
  it('the pre-check says what may still be returned: the phone, not the applied screen protector', async () => {
    const sbx = await createTestSandbox();
    const check = (await sbx.post<ReturnPreCheck>(AfterSalePath.returnPreCheck, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data!;
    expect(check.items).toEqual([
      { offerCode: 'SKU-NOVA5G', offerName: 'Nova 5G phone', qty: 1, returnableQty: 1 },
      { offerCode: 'SKU-GLASS', offerName: 'Screen protector', qty: 2, returnableQty: 0, refusal: 'NOT_RETURNABLE' },
    ]);
    expect(check.windowEndsAt).toBeGreaterThan(sbx.clock.now());
  });

  it('a return becomes a RETURN_GOODS order in V listed first in My Orders, with the refund and the remarks', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<AfterSaleOrderCreated>(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx));
    expect(answer.body.code).toBe('200');
    const created = answer.body.data!;
    const first = (await listOf(sbx))[0]!;
    expect(first).toMatchObject({ orderId: created.orderId, orderNbr: created.orderNbr, orderState: 'V', eventType: 'RETURN_GOODS', eventTypeName: 'Goods return', orderAmountDisplay: '$229.90' });
    expect(first.extData).toMatchObject({ originalOrderId: PHONE_ORDER, returnReason: 'DEFECTIVE' });
    expect(sbx.store.orders.timeline(created.orderId)).toEqual([{ processStep: 'RETURN_REQUESTED', startDate: sbx.clock.now(), comments: 'Screen flickers' }]);
    // The original order is still completed, with its window unchanged.
    expect(sbx.store.orders.get(PHONE_ORDER)!.order.orderState).toBe('C');
  });

  it('refuses items already returned, until that return is cancelled', async () => {
    const sbx = await createTestSandbox();
    const created = (await sbx.post<AfterSaleOrderCreated>(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.data!;
    const again = await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx));
    expect(again.body).toMatchObject({ code: '40904501', resultMsg: 'Some of these items have already been returned.' });
    const check = (await sbx.post<ReturnPreCheck>(AfterSalePath.returnPreCheck, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data!;
    expect(check.items[0]).toMatchObject({ returnableQty: 0, refusal: 'RETURNED' });

    expect((await sbx.post(OrderListPath.cancel, { custOrderId: created.orderId, remarks: 'Fixed it' }, sessionOf(sbx))).body.data).toEqual({ result: 1 });
    expect((await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.code).toBe('200');
  });

  it('refuses a return 14 days after completion, in the request’s language', async () => {
    const sbx = await createTestSandbox();
    const router = { orderId: ROUTER_ORDER, items: [{ offerCode: 'SKU-MIFI', qty: 1 }], reason: 'CHANGED_MIND' };
    expect((await sbx.post(AfterSalePath.applyReturn, router, sessionOf(sbx))).body).toMatchObject({
      code: '40904501',
      resultMsg: 'The return period of this order has ended (14 days after it was completed).',
    });
    expect((await sbx.post(AfterSalePath.applyReturn, router, { ...sessionOf(sbx), locale: 'ar' })).body.resultMsg).toBe('انتهت مهلة الإرجاع لهذا الطلب (14 يومًا بعد اكتماله).');
    // The phone order closes its window 14 days after its completion (a day ago).
    sbx.clock.advance(13 * DAY + 1);
    expect((await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.code).toBe('40904501');
  });

  it('refuses more units than bought, an item not in the order, and a non-returnable item', async () => {
    const sbx = await createTestSandbox();
    const send = (items: unknown) => sbx.post(AfterSalePath.applyReturn, { ...returnPhone, items }, sessionOf(sbx));
    expect((await send([{ offerCode: 'SKU-NOVA5G', qty: 2 }])).body.resultMsg).toBe('Some of these items have already been returned.');
    expect((await send([{ offerCode: 'SKU-NOPE', qty: 1 }])).body.resultMsg).toBe('An item chosen is not part of this order.');
    expect((await send([{ offerCode: 'SKU-GLASS', qty: 1 }])).body.resultMsg).toBe('An item chosen is not part of this order.');
  });

  it('answers 400 to malformed bodies, 401 without a session, not found for another customer’s order', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx);
    for (const body of [
      '{not json',
      [],
      {},
      { ...returnPhone, items: [] },
      { ...returnPhone, items: 'SKU-NOVA5G' },
      { ...returnPhone, items: [{ offerCode: 'SKU-NOVA5G', qty: 0 }] },
      { ...returnPhone, items: [{ offerCode: 'SKU-NOVA5G', qty: 1.5 }] },
      { ...returnPhone, items: [{ offerCode: 'SKU-NOVA5G', qty: 1 }, { offerCode: 'SKU-NOVA5G', qty: 1 }] },
      { ...returnPhone, reason: '' },
      { ...returnPhone, reason: 'BORED' },
      { ...returnPhone, remarks: 'x'.repeat(401) },
      { ...returnPhone, remarks: 5 },
    ]) {
      const answer = await sbx.post(AfterSalePath.applyReturn, body, session);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ResultCode.badRequest);
    }
    expect(await sbx.statusOf(AfterSalePath.applyReturn, returnPhone)).toBe(401);
    const corporate = await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx, 'U-2001'));
    expect(corporate.body).toMatchObject({ code: '40404101', resultMsg: 'This order was not found.' });
    // Nothing refused created an order: the demo individual still has the 12 seeded orders.
    expect(sbx.store.orders.list('1001', 1).pageInfo.total).toBe(12);
  });

  it('the refusal switch refuses every request with its message', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/afterSale', { refuse: true });
    expect((await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body).toMatchObject({ code: '40904501', resultMsg: 'Your request was refused. Please contact us or visit a shop.' });
    await sbx.post('/__sandbox/reset', {});
    expect((await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.code).toBe('200');
  });
});

describe('F4.5 exchanges (exchange/preCheck, exchange)', () => {
  it('the pre-check offers same-price variants, with their stock, and says why other items cannot be exchanged', async () => {
    const sbx = await createTestSandbox();
    const check = (await sbx.post<ExchangePreCheck>(AfterSalePath.exchangePreCheck, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data!;
    const [phone, glass] = check.items;
    expect(phone).toMatchObject({ offerCode: 'SKU-NOVA5G', exchangeable: true });
    expect(phone!.options.map((option) => [option.skuId, option.inStock])).toEqual([
      ['SKU-NOVA5G-GREEN-128', true],
      ['SKU-NOVA5G-SILVER-128', false],
    ]);
    expect(glass).toEqual({ offerCode: 'SKU-GLASS', offerName: 'Screen protector', exchangeable: false, refusal: 'NO_OPTIONS', options: [] });
    const closed = (await sbx.post<ExchangePreCheck>(AfterSalePath.exchangePreCheck, { orderId: ROUTER_ORDER }, sessionOf(sbx))).body.data!;
    expect(closed.items[0]).toMatchObject({ exchangeable: false, refusal: 'WINDOW_CLOSED', options: [] });
  });

  it('an exchange becomes an EXCHANGE_GOODS order with the item out and the new SKU in; then the item is taken', async () => {
    const sbx = await createTestSandbox();
    const request = { orderId: PHONE_ORDER, offerCode: 'SKU-NOVA5G', targetSkuId: 'SKU-NOVA5G-GREEN-128', reason: 'DIFFERENT_VARIANT' };
    const created = (await sbx.post<AfterSaleOrderCreated>(AfterSalePath.exchange, request, sessionOf(sbx))).body.data!;
    const order = sbx.store.orders.get(created.orderId)!.order;
    expect(order).toMatchObject({ eventType: 'EXCHANGE_GOODS', orderState: 'V' });
    expect(order.orderItemList!.map((item) => [item.offerCode, item.offerActType])).toEqual([
      ['SKU-NOVA5G', 'D'],
      ['SKU-NOVA5G-GREEN-128', 'A'],
    ]);
    expect((await sbx.post(AfterSalePath.exchange, request, sessionOf(sbx))).body.resultMsg).toBe('This item is already being exchanged or returned.');
    const check = (await sbx.post<ExchangePreCheck>(AfterSalePath.exchangePreCheck, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data!;
    expect(check.items[0]).toMatchObject({ exchangeable: false, refusal: 'EXCHANGED' });
    // Being exchanged, the phone cannot be returned as well.
    expect((await sbx.post(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.code).toBe('40904501');
  });

  it('refuses an SKU not offered, one out of stock, and a closed window; 400 for malformed bodies', async () => {
    const sbx = await createTestSandbox();
    const send = (extra: object) => sbx.post(AfterSalePath.exchange, { orderId: PHONE_ORDER, offerCode: 'SKU-NOVA5G', reason: 'DEFECTIVE', ...extra }, sessionOf(sbx));
    expect((await send({ targetSkuId: 'SKU-MIFI-WHITE' })).body.resultMsg).toBe('This item cannot be exchanged for the product chosen.');
    expect((await send({ targetSkuId: 'SKU-NOVA5G-SILVER-128' })).body.resultMsg).toBe('The product chosen is out of stock.');
    expect((await sbx.post(AfterSalePath.exchange, { orderId: ROUTER_ORDER, offerCode: 'SKU-MIFI', targetSkuId: 'SKU-MIFI-WHITE', reason: 'DEFECTIVE' }, sessionOf(sbx))).body.code).toBe('40904501');
    expect((await send({ targetSkuId: '' })).status).toBe(400);
    expect((await send({ targetSkuId: 'SKU-NOVA5G-GREEN-128', reason: 'LOST' })).status).toBe(400);
    expect(await sbx.statusOf(AfterSalePath.exchangePreCheck, { orderId: 7 }, sessionOf(sbx))).toBe(400);
  });
});

describe('F4.5 after sale of a shop order', () => {
  /** A completed shop purchase as checkout saves it (routes/cartCheckout.ts): a Nimbus 9, black, 128 GB, delivered. */
  function shopOrder(sbx: TestSandbox) {
    const now = sbx.clock.now();
    sbx.store.orders.add({
      custId: '1001',
      order: {
        orderId: 'O-SHOP-1',
        orderNbr: 'SO888',
        orderState: 'C',
        eventType: 'PURCHASE_GOODS',
        createdDate: now,
        stateDate: now,
        pickupInfo: { picker: { contactName: 'Tariro Moyo', contactMobile: '0771234567' } },
        extData: { deliveryType: 'DELIVERY', deliveryAddress: '12 Samora Machel Ave' },
        orderItemList: [{ offerName: 'Nimbus 9', offerCode: 'P-N9-1', offerType: 'GOODS', qty: 1, priceDisplay: '$449.00' }],
      },
      timeline: [{ processStep: 'PAID', startDate: now }],
    });
  }

  it('offers the product’s other SKUs at the same price from the catalogue, and exchanges for one in stock', async () => {
    const sbx = await createTestSandbox();
    shopOrder(sbx);
    const check = (await sbx.post<ExchangePreCheck>(AfterSalePath.exchangePreCheck, { orderId: 'O-SHOP-1' }, sessionOf(sbx))).body.data!;
    expect(check.items[0]!.options).toEqual([
      {
        skuId: 'P-N9-3',
        name: 'Nimbus 9',
        attrs: [
          { attrName: 'Colour', attrValueMask: 'Green' },
          { attrName: 'Storage', attrValueMask: '128 GB' },
        ],
        priceDisplay: '$449.00',
        inStock: true,
      },
    ]);
    const request = { orderId: 'O-SHOP-1', offerCode: 'P-N9-1', targetSkuId: 'P-N9-3', reason: 'DIFFERENT_VARIANT' };
    expect((await sbx.post(AfterSalePath.exchange, request, sessionOf(sbx))).body.code).toBe('200');
  });

  it('a shop order for delivery is tracked as a delivery even with its contact', async () => {
    const sbx = await createTestSandbox();
    shopOrder(sbx);
    const track = (await sbx.post<ShipmentTrack>(AfterSalePath.shipmentTrack, { orderId: 'O-SHOP-1' }, sessionOf(sbx))).body.data!;
    expect(track).toMatchObject({ deliveryMethod: 'DELIVERY', carrier: 'GAIA Express', trackingNbr: 'GX888' });
  });
});

describe('F4.5 SIM change (changeSim)', () => {
  async function simOrder(sbx: TestSandbox) {
    const answer = await sbx.post('/__sandbox/afterSale/simOrder', { custId: '1001' });
    return (answer.body as unknown as { orderId: string }).orderId;
  }

  it('changes a lost SIM (SIM_CARD_LOST), then refuses a second change while it is in progress', async () => {
    const sbx = await createTestSandbox();
    const orderId = await simOrder(sbx);
    const request = { orderId, offerCode: 'SKU-SIM-PREPAID', reason: 'LOST' };
    const created = (await sbx.post<AfterSaleOrderCreated>(AfterSalePath.changeSim, request, sessionOf(sbx))).body.data!;
    expect(sbx.store.orders.get(created.orderId)!.order).toMatchObject({ eventType: 'SIM_CARD_LOST', orderState: 'V' });
    expect((await sbx.post(AfterSalePath.changeSim, { ...request, reason: 'DAMAGED' }, sessionOf(sbx))).body.resultMsg).toBe('A SIM change for this SIM is already in progress.');
  });

  it('an upgrade to eSIM is a SIM_CARD_SHIFTING order with the eSIM flag; a phone case is not a SIM', async () => {
    const sbx = await createTestSandbox();
    const orderId = await simOrder(sbx);
    const created = (await sbx.post<AfterSaleOrderCreated>(AfterSalePath.changeSim, { orderId, offerCode: 'SKU-SIM-PREPAID', reason: 'UPGRADE_ESIM' }, sessionOf(sbx))).body.data!;
    expect(sbx.store.orders.get(created.orderId)!.order).toMatchObject({ eventType: 'SIM_CARD_SHIFTING', extData: { esimFlag: 'Y' } });
    expect((await sbx.post(AfterSalePath.changeSim, { orderId, offerCode: 'SKU-CASE', reason: 'DAMAGED' }, sessionOf(sbx))).body.resultMsg).toBe('This item is not a SIM card.');
    expect(await sbx.statusOf(AfterSalePath.changeSim, { orderId, offerCode: 'SKU-SIM-PREPAID', reason: 'BROKEN' }, sessionOf(sbx))).toBe(400);
  });

  it('an after-sale order processed moves to completed (the control route)', async () => {
    const sbx = await createTestSandbox();
    const created = (await sbx.post<AfterSaleOrderCreated>(AfterSalePath.applyReturn, returnPhone, sessionOf(sbx))).body.data!;
    await sbx.post('/__sandbox/afterSale/complete', { orderId: created.orderId });
    expect(sbx.store.orders.get(created.orderId)!.order.orderState).toBe('C');
  });
});

describe('F4.5 shipment tracking and receipt', () => {
  it('a pickup order: packed, ready at its shop, picked up, dated by its own steps', async () => {
    const sbx = await createTestSandbox();
    const track = (await sbx.post<ShipmentTrack>(AfterSalePath.shipmentTrack, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data!;
    expect(track.deliveryMethod).toBe('PICKUP');
    expect(track.events.map((event) => [event.status, event.location])).toEqual([
      ['PACKED', undefined],
      ['READY_FOR_PICKUP', 'Harare Central shop'],
      ['PICKED_UP', 'Harare Central shop'],
    ]);
    const timeline = sbx.store.orders.timeline(PHONE_ORDER)!;
    expect(track.events[2]!.time).toBe(timeline.find((step) => step.processStep === 'COMPLETED')!.startDate);
  });

  it('a delivered order moves through its steps on the sandbox clock', async () => {
    const sbx = await createTestSandbox();
    const now = sbx.clock.now();
    sbx.store.orders.add({
      custId: '1001',
      order: { orderId: 'O-DELIVERY', orderNbr: 'SO777', orderState: 'C', eventType: 'PURCHASE_GOODS', createdDate: now, stateDate: now, orderItemList: [] },
      timeline: [{ processStep: 'PAID', startDate: now }],
    });
    const track = async () => (await sbx.post<ShipmentTrack>(AfterSalePath.shipmentTrack, { orderId: 'O-DELIVERY' }, sessionOf(sbx))).body.data!;
    expect(await track()).toMatchObject({ deliveryMethod: 'DELIVERY', carrier: 'GAIA Express', trackingNbr: 'GX777', events: [] });
    sbx.clock.advance(3 * 60 * 60 * 1000);
    expect((await track()).events.map((event) => event.status)).toEqual(['PACKED', 'SHIPPED']);
    sbx.clock.advance(DAY + 60 * 60 * 1000);
    const done = await track();
    expect(shipmentTimeline(done).every((step) => step.state !== 'upcoming')).toBe(true);
  });

  it('the receipt is the order detail’s document; none for an order without one; not found for another customer', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.post<AfterSaleReceipt>(AfterSalePath.receipt, { orderId: PHONE_ORDER }, sessionOf(sbx))).body.data).toEqual({
      receiptDocId: 'RCPT-1001-09',
      downloadPath: OrderDetailPath.receiptDownload,
    });
    expect((await sbx.post(AfterSalePath.receipt, { orderId: 'O-1001-06' }, sessionOf(sbx))).body.resultMsg).toBe('This order has no receipt.');
    expect((await sbx.post(AfterSalePath.shipmentTrack, { orderId: PHONE_ORDER }, sessionOf(sbx, 'U-2001'))).body.code).toBe('40404101');
    expect(await sbx.statusOf(AfterSalePath.shipmentTrack, { orderId: PHONE_ORDER })).toBe(401);
  });
});
