import { describe, expect, it } from 'vitest';
import { CartPath, ResultCode, ShopCheckoutPath, type Cart, type CartSyncResult, type FeeResult, type OrderSaveResult } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

function session(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

const buyer = { buyerType: 'INDIVIDUAL', buyerName: 'Tariro Moyo' };

describe('cart (F4.3, spec 03 §7 "Cart")', () => {
  it('needs a session and answers malformed bodies with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get(CartPath.list)).status).toBe(401);
    const auth = session(sbx);
    expect(await sbx.statusOf(CartPath.add, '{not json', auth)).toBe(400);
    expect(await sbx.statusOf(CartPath.add, { skuId: 'P-X12-1', quantity: 0 }, auth)).toBe(400);
    expect(await sbx.statusOf(CartPath.add, { skuId: 'P-X12-1', quantity: 1.5 }, auth)).toBe(400);
    expect(await sbx.statusOf(CartPath.removeBatch, { cartItemIdList: [] }, auth)).toBe(400);
    expect((await sbx.post(CartPath.sync, { itemList: 'x' }, auth)).body).toMatchObject({ code: ResultCode.badRequest });
  });

  it('adds, changes, removes one and several lines, and counts units', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    await sbx.post(CartPath.add, { skuId: 'P-X12-1', quantity: 1 }, auth);
    await sbx.post(CartPath.add, { skuId: 'P-X12-1', quantity: 2 }, auth);
    const cart = (await sbx.post<Cart>(CartPath.add, { skuId: 'P-N9-1', quantity: 1 }, auth)).body.data!;
    expect(cart.cartItemList.map((line) => [line.skuId, line.quantity])).toEqual([['P-X12-1', 3], ['P-N9-1', 1]]);
    expect(cart).toMatchObject({ totalQuantity: 4, totalAmount: 699 * 3 + 449 });
    expect(cart.cartItemList[0]!.attrs).toEqual([{ name: 'Colour', value: 'Midnight' }, { name: 'Storage', value: expect.any(String) }]);
    const [first, second] = cart.cartItemList;
    const modified = (await sbx.post<Cart>(CartPath.modify, { cartItemId: first!.cartItemId, quantity: 5 }, auth)).body.data!;
    expect(modified.cartItemList[0]!.quantity).toBe(5);
    const batch = (await sbx.post<Cart>(CartPath.modifyBatch, { itemList: [{ cartItemId: first!.cartItemId, quantity: 2 }, { cartItemId: second!.cartItemId, quantity: 2 }] }, auth)).body.data!;
    expect(batch.totalQuantity).toBe(4);
    expect((await sbx.get<{ count: number }>(CartPath.count, auth)).body.data).toEqual({ count: 4 });
    expect((await sbx.post<Cart>(CartPath.remove, { cartItemId: first!.cartItemId }, auth)).body.data!.cartItemList).toHaveLength(1);
    expect((await sbx.post<Cart>(CartPath.removeBatch, { cartItemIdList: [second!.cartItemId] }, auth)).body.data!.cartItemList).toEqual([]);
    expect((await sbx.post(CartPath.remove, { cartItemId: 'CI-404' }, auth)).body.code).toBe('40404401');
  });

  it('keeps quantities within stock and ten per line; a sold-out SKU cannot be added', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    expect((await sbx.post(CartPath.add, { skuId: 'P-X12-4', quantity: 1 }, auth)).body).toMatchObject({ code: '40904401', resultMsg: 'This item is sold out.' });
    expect((await sbx.post(CartPath.add, { skuId: 'P-X12-2', quantity: 5 }, auth)).body.code).toBe('40904403');
    expect((await sbx.post(CartPath.add, { skuId: 'P-X12-1', quantity: 11 }, auth)).status).toBe(400);
    await sbx.post(CartPath.add, { skuId: 'P-X12-1', quantity: 9 }, auth);
    expect((await sbx.post(CartPath.add, { skuId: 'P-X12-1', quantity: 2 }, auth)).body.code).toBe('40904402');
    expect((await sbx.post(CartPath.add, { skuId: 'NOPE', quantity: 1 }, auth)).body.code).toBe('40404402');
  });

  it('merges the anonymous cart at sign-in and says which lines changed', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    await sbx.post(CartPath.add, { skuId: 'P-N9-1', quantity: 8 }, auth);
    sbx.store.catalogue.setPrice('P-X12-1', 649);
    const answer = await sbx.post<CartSyncResult>(
      CartPath.sync,
      { itemList: [{ skuId: 'P-X12-1', quantity: 1, price: 699 }, { skuId: 'P-X12-2', quantity: 7, price: 799 }, { skuId: 'P-N9-1', quantity: 5, price: 449 }, { skuId: 'P-X12-4', quantity: 1, price: 799 }] },
      auth,
    );
    const data = answer.body.data!;
    expect(data.cartItemList.map((line) => [line.skuId, line.quantity])).toEqual([['P-N9-1', 10], ['P-X12-1', 1], ['P-X12-2', 4]]);
    expect(data.mergeNotes).toEqual([
      expect.objectContaining({ skuId: 'P-X12-1', change: 'price', seenPrice: 699, price: 649 }),
      expect.objectContaining({ skuId: 'P-X12-2', change: 'stock', requestedQuantity: 7, quantity: 4 }),
      expect.objectContaining({ skuId: 'P-N9-1', change: 'limit', requestedQuantity: 13, quantity: 10 }),
      expect.objectContaining({ skuId: 'P-X12-4', change: 'unavailable' }),
    ]);
  });
});

describe('checkout (F4.4)', () => {
  it('calculates the fee from the catalogue with 16 % VAT and notes a changed price', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    sbx.store.catalogue.setPrice('P-N9-1', 429);
    const fee = (await sbx.post<FeeResult>(ShopCheckoutPath.calcFee, { itemList: [{ skuId: 'P-N9-1', quantity: 2, price: 449 }] }, auth)).body.data!;
    expect(fee).toMatchObject({ total: 858, taxRate: 0.16, priceChanged: true, currencySymbol: '$' });
    expect(fee.totalBeforeTax + fee.tax).toBeCloseTo(858, 2);
    expect(fee.itemList[0]).toMatchObject({ price: 429, previousPrice: 449, amount: 858 });
    expect(await sbx.statusOf(ShopCheckoutPath.calcFee, { itemList: [] }, auth)).toBe(400);
    await sbx.post('/__sandbox/cart', { calcFee: 'fail' });
    expect((await sbx.post(ShopCheckoutPath.calcFee, { itemList: [{ skuId: 'P-N9-1', quantity: 1 }] }, auth)).status).toBe(500);
  });

  it('saves a delivery order in B for an address of the book; the cart keeps the lines until it is paid', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    await sbx.post(CartPath.add, { skuId: 'P-N9-1', quantity: 2 }, auth);
    const saved = await sbx.post<OrderSaveResult>(ShopCheckoutPath.save, { itemList: [{ skuId: 'P-N9-1', quantity: 1, price: 449 }], deliveryType: 'DELIVERY', address: { addressId: 'DA-1' }, buyerInfo: buyer }, auth);
    const result = saved.body.data!;
    expect(result).toMatchObject({ total: 449, totalDisplay: '$449.00' });
    const order = sbx.store.orders.get(result.custOrderId)!;
    expect(order.order).toMatchObject({ orderState: 'B', eventType: 'PURCHASE_GOODS', orderAmountDisplay: '$449.00', taxDisplay: '$61.93', pickupInfo: { picker: { contactName: 'Tariro Moyo' } } });
    expect(order.order.orderItemList![0]).toMatchObject({ offerCode: 'P-N9-1', qty: 1, paidFlag: 0 });
    expect((await sbx.get<{ count: number }>(CartPath.count, auth)).body.data!.count).toBe(2);
    sbx.store.orders.markPaid(result.custOrderId);
    expect((await sbx.get<{ count: number }>(CartPath.count, auth)).body.data!.count).toBe(1);
    expect((await sbx.post(ShopCheckoutPath.save, { itemList: [{ skuId: 'P-N9-1', quantity: 1 }], deliveryType: 'DELIVERY', address: { addressId: 'DA-404' }, buyerInfo: buyer }, auth)).body.code).toBe('40404404');
  });

  it('saves a pickup order only at a shop with stock, with who collects it', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    const pickup = (orgId: string, contactName = 'Rudo Moyo') => ({ itemList: [{ skuId: 'P-N9-1', quantity: 1 }], deliveryType: 'PICKUP', pickup: { orgId, contactName, contactMobile: '0772000000' }, buyerInfo: buyer });
    expect((await sbx.post(ShopCheckoutPath.save, pickup('BH-104'), auth)).body.code).toBe('40904405');
    expect((await sbx.post(ShopCheckoutPath.save, pickup('BH-999'), auth)).body.code).toBe('40404403');
    expect(await sbx.statusOf(ShopCheckoutPath.save, pickup('BH-101', ''), auth)).toBe(400);
    const result = (await sbx.post<OrderSaveResult>(ShopCheckoutPath.save, pickup('BH-101'), auth)).body.data!;
    expect(sbx.store.orders.get(result.custOrderId)!.order).toMatchObject({ pickupInfo: { picker: { contactName: 'Rudo Moyo', contactMobile: '0772000000' } }, extData: { pickupShopId: 'BH-101' } });
    await sbx.post('/__sandbox/cart', { save: 'fail' });
    expect((await sbx.post(ShopCheckoutPath.save, pickup('BH-101'), auth)).status).toBe(500);
  });

  it('keeps, reads and forgets the invoice buyer', async () => {
    const sbx = await createTestSandbox();
    const auth = session(sbx);
    expect((await sbx.get(ShopCheckoutPath.buyerInfo, auth)).body.data).toBeNull();
    const company = { buyerType: 'COMPANY', buyerName: 'Acme Ltd', taxNumber: 'ZW-12345', email: 'billing@acme.example' };
    await sbx.post(ShopCheckoutPath.buyerInfoOperate, { operType: 'SAVE', ...company }, auth);
    expect((await sbx.get(ShopCheckoutPath.buyerInfo, auth)).body.data).toEqual(company);
    expect(await sbx.statusOf(ShopCheckoutPath.buyerInfoOperate, { operType: 'SAVE', buyerType: 'COMPANY', buyerName: 'Acme' }, auth)).toBe(400);
    await sbx.post(ShopCheckoutPath.buyerInfoOperate, { operType: 'DELETE' }, auth);
    expect((await sbx.get(ShopCheckoutPath.buyerInfo, auth)).body.data).toBeNull();
  });
});
