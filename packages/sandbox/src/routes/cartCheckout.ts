import { Hono, type Context } from 'hono';
import {
  OrderEventType,
  OrderState,
  SHOP_VAT_RATE,
  ShopCheckoutPath,
  StockState,
  normaliseBuyerInfo,
  splitVat,
  validateBuyerInfo,
  validatePickupContact,
  type BuyerInfo,
  type FeeItem,
  type FeeResult,
  type OrderSaveResult,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { CartCallSwitch } from '../store/carts';
import { SANDBOX_PAYMENT_TIMEOUT_MINUTES, money, orderAmounts } from '../store/orderSeed/orderFactory';
import { WEB_CHANNEL } from '../store/orderSeed/orderChannels';
import { goodsItem } from '../store/orderSeed/orderItems';
import { badRequest, fail, objectField, ok, readJsonObject, stringField } from '../envelope';
import { seenPriceChanged, skuAttrs, skuName } from './cartWire';
import { CartResultCode, custIdOf, quantityField } from './cart';
import { withCustomerBody, withCustomer, withBody } from './guards';
import { readSwitches } from './switches';

/** The most items one fee or order carries (the cart's line limit). */
const MAX_ITEMS = 30;

type ItemInput = { skuId: string; quantity: number; price?: number };

/** The items of a fee or save body; undefined when malformed (a bad request). */
function readItems(body: Record<string, unknown>): ItemInput[] | undefined {
  const list = body.itemList;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ITEMS) return undefined;
  const items: ItemInput[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') return undefined;
    const record = item as Record<string, unknown>;
    const skuId = stringField(record, 'skuId');
    const quantity = quantityField(record.quantity);
    if (!skuId || !quantity || items.some((entry) => entry.skuId === skuId)) return undefined;
    const price = typeof record.price === 'number' && Number.isFinite(record.price) ? record.price : undefined;
    items.push({ skuId, quantity, ...(price === undefined ? {} : { price }) });
  }
  return items;
}

/** The fee of some items priced from the catalogue now, or the refusal for an unknown SKU. */
function feeOf(c: Context, store: SandboxStore, items: readonly ItemInput[]): FeeResult | Response {
  const itemList: FeeItem[] = [];
  let cents = 0;
  for (const item of items) {
    const sku = store.catalogue.sku(item.skuId);
    if (!sku) return fail(c, CartResultCode.skuNotFound, 'gaia_cart_sku_not_found');
    const amountCents = Math.round(sku.price * 100) * item.quantity;
    cents += amountCents;
    const changed = item.price !== undefined && seenPriceChanged(item.price, sku);
    itemList.push({
      skuId: sku.skuId,
      name: skuName(c, sku),
      attrs: skuAttrs(c, sku),
      quantity: item.quantity,
      price: sku.price,
      amount: amountCents / 100,
      ...(changed ? { previousPrice: item.price } : {}),
    });
  }
  const total = cents / 100;
  return {
    itemList,
    ...splitVat(total, SHOP_VAT_RATE),
    taxRate: SHOP_VAT_RATE,
    total,
    currencySymbol: '$',
    priceChanged: itemList.some((item) => item.previousPrice !== undefined),
  };
}

/** A buyer from a body, or undefined when malformed or invalid. */
function readBuyer(value: unknown): BuyerInfo | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const buyerType = record.buyerType;
  const buyerName = stringField(record, 'buyerName');
  if ((buyerType !== 'INDIVIDUAL' && buyerType !== 'COMPANY') || buyerName === undefined) return undefined;
  for (const field of ['taxNumber', 'email'] as const) if (record[field] !== undefined && typeof record[field] !== 'string') return undefined;
  const buyer: BuyerInfo = {
    buyerType,
    buyerName,
    ...(typeof record.taxNumber === 'string' ? { taxNumber: record.taxNumber } : {}),
    ...(typeof record.email === 'string' ? { email: record.email } : {}),
  };
  return Object.keys(validateBuyerInfo(buyer)).length === 0 ? normaliseBuyerInfo(buyer) : undefined;
}

/**
 * The shop's checkout (spec 03 §7; F4.4). Session required (401); malformed bodies answer 400.
 * - POST /ecare/shop/order/calcFee {itemList: [{skuId, quantity 1–10, price?}]} → {itemList (each
 *   priced from the catalogue now, previousPrice when the price given differs), totalBeforeTax, tax,
 *   taxRate 0.16, total (VAT included), currencySymbol, priceChanged}; code 500 when switched to fail.
 * - POST /ecare/shop/order/save {itemList, deliveryType DELIVERY {address: {addressId}} | PICKUP
 *   {pickup: {orgId, contactName, contactMobile}}, buyerInfo} → a PURCHASE_GOODS order in state B
 *   (pickupInfo.picker, totals, items) in the order book: {custOrderId, custOrderNbr, total,
 *   totalDisplay, currencySymbol}. Delivery needs the online stock; pickup the shop's. The cart keeps
 *   the lines until the order is paid. Code 500 when switched to fail.
 * - GET /ecare/gaia/invoice/buyer-info → the kept buyer or null; POST …/operate {operType SAVE, buyer}
 *   or {operType DELETE}.
 * Control: GET/POST /__sandbox/cart {calcFee?, save?: 'ok' | 'fail'}.
 */
export function checkoutRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.carts;

  app.post(ShopCheckoutPath.calcFee, withCustomer(store, async (c) => {
    const body = await readJsonObject(c);
    const items = body && readItems(body);
    if (!items) return badRequest(c);
    if (book.switches.calcFee === 'fail') return fail(c, CartResultCode.feeFailed, 'gaia_checkout_shop_err_fee', 500);
    const fee = feeOf(c, store, items);
    return fee instanceof Response ? fee : ok(c, fee);
  }));

  app.post(ShopCheckoutPath.save, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const items = body && readItems(body);
    const buyer = body && readBuyer(body.buyerInfo);
    const deliveryType = body?.deliveryType;
    if (!body || !items || !buyer || (deliveryType !== 'DELIVERY' && deliveryType !== 'PICKUP')) return badRequest(c);
    if (book.switches.save === 'fail') return fail(c, CartResultCode.saveFailed, 'gaia_checkout_shop_err_save', 500);
    const fee = feeOf(c, store, items);
    if (fee instanceof Response) return fee;

    let picker: { contactName: string; contactMobile: string };
    let place: Record<string, string>;
    if (deliveryType === 'PICKUP') {
      const pickup = objectField(body, 'pickup');
      const orgId = pickup && stringField(pickup, 'orgId');
      const contact = { contactName: (pickup && stringField(pickup, 'contactName')) ?? '', contactMobile: (pickup && stringField(pickup, 'contactMobile')) ?? '' };
      if (!orgId || Object.keys(validatePickupContact(contact)).length > 0) return badRequest(c);
      const shop = store.shops.find(orgId);
      if (!shop) return fail(c, CartResultCode.shopNotFound, 'gaia_checkout_shop_err_shop');
      const missing = fee.itemList.find((item) => store.shops.stockOf(orgId, item.skuId) !== StockState.inStock);
      if (missing) return fail(c, CartResultCode.shopNoStock, 'gaia_checkout_shop_err_no_stock', 200, { name: missing.name });
      picker = { contactName: contact.contactName.trim(), contactMobile: contact.contactMobile.trim() };
      place = { deliveryType, pickupShopId: orgId, pickupShopName: shop.busiHallName };
    } else {
      const address = objectField(body, 'address');
      const addressId = address && stringField(address, 'addressId');
      if (!addressId) return badRequest(c);
      const saved = store.addresses.list(customer.user.userId).find((entry) => entry.addrId === addressId);
      if (!saved) return fail(c, CartResultCode.addressNotFound, 'gaia_checkout_shop_err_address');
      const short = fee.itemList.find((item) => (store.catalogue.sku(item.skuId)?.stock ?? 0) < item.quantity);
      if (short) return fail(c, CartResultCode.stockLimited, 'gaia_checkout_shop_err_no_stock', 200, { name: short.name });
      picker = { contactName: saved.contactName, contactMobile: saved.contactMobile };
      place = { deliveryType, deliveryAddress: [saved.displayAddr, saved.addrDetail].filter(Boolean).join(', ') };
    }

    const { orderId, orderNbr } = book.nextOrderIds();
    const now = store.clock.now();
    store.orders.add({
      custId: custIdOf(customer),
      order: {
        orderId,
        orderNbr,
        orderState: OrderState.awaitingPayment,
        eventType: OrderEventType.purchaseGoods,
        createdDate: now,
        stateDate: now,
        timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES,
        ...orderAmounts(fee.total, fee),
        ...WEB_CHANNEL,
        pickupInfo: { picker },
        extData: { ...place, invoiceBuyerName: buyer.buyerName, ...(buyer.taxNumber ? { invoiceTaxNumber: buyer.taxNumber } : {}) },
        orderItemList: fee.itemList.map((item) => ({
          ...goodsItem(item.name, item.skuId, item.price, item.quantity, item.attrs.map((attr) => ({ attrName: attr.name, attrValueMask: attr.value }))),
          paidFlag: 0,
        })),
      },
      timeline: [
        { processStep: 'SUBMITTED', startDate: now },
        { processStep: 'AWAITING_PAYMENT', startDate: now },
      ],
    });
    book.addPending(custIdOf(customer), orderId, items);
    const result: OrderSaveResult = { custOrderId: orderId, custOrderNbr: orderNbr, total: fee.total, totalDisplay: money(fee.total), currencySymbol: '$' };
    return ok(c, result);
  }));

  app.get(ShopCheckoutPath.buyerInfo, withCustomer(store, (c, customer) => {
    return ok(c, book.buyer(custIdOf(customer)));
  }));

  app.post(ShopCheckoutPath.buyerInfoOperate, withCustomerBody(store, (c, { customer, body }) => {
    if (body.operType === 'DELETE') {
      book.setBuyer(custIdOf(customer), null);
      return ok(c, null);
    }
    const buyer = body.operType === 'SAVE' ? readBuyer(body) : undefined;
    if (!buyer) return badRequest(c);
    book.setBuyer(custIdOf(customer), buyer);
    return ok(c, buyer);
  }));

  const SWITCHES: readonly CartCallSwitch[] = ['ok', 'fail'];
  app.get('/__sandbox/cart', (c) => c.json({ ...book.switches }));
  app.post('/__sandbox/cart', withBody((c, body) => {
    const next = readSwitches(body, book.switches, { calcFee: SWITCHES, save: SWITCHES });
    if (!next) return badRequest(c);
    book.switches = next;
    return c.json({ ...next });
  }));

  return app;
}
