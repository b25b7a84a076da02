import { Hono, type Context } from 'hono';
import {
  AfterSalePath,
  ExchangeReason,
  OrderDetailPath,
  REMARKS_MAX_LENGTH,
  ResultCode,
  ReturnReason,
  SimChangeReason,
  orderReceiptDocId,
  type SimChangeReasonCode,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxOrder } from '../store/orders';
import type { AfterSaleResult } from '../store/afterSale';
import { badRequest, fail, localeOf, ok, readJsonObject, stringField, tokenOf } from '../envelope';
import { OrderResultCode } from './orders';
import { simOrderFor } from './afterSaleFixtures';
import { skuAttrs } from './cartWire';
import { money } from '../store/orderSeed/orderFactory';
import type { ExchangeOptionSource } from '../store/afterSale';

/** Business code of an after-sale refusal (ours; the documents give none). */
export const AfterSaleResultCode = { refused: '40904501' } as const;

/** Whether `value` is one of a code table's values. */
const isOneOf = (codes: Record<string, string>, value: unknown): value is string => typeof value === 'string' && Object.values(codes).includes(value);

/** Remarks: optional text of at most 400 characters; undefined when malformed. */
function remarksOf(body: Record<string, unknown>): string | undefined {
  const remarks = body.remarks ?? '';
  if (typeof remarks !== 'string' || Array.from(remarks).length > REMARKS_MAX_LENGTH) return undefined;
  return remarks.trim();
}

/** The items of a return: a non-empty list of {offerCode, qty ≥ 1}, each code once; undefined when malformed. */
function returnItemsOf(value: unknown): { offerCode: string; qty: number }[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) return undefined;
  const items: { offerCode: string; qty: number }[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
    const { offerCode, qty } = raw as Record<string, unknown>;
    if (typeof offerCode !== 'string' || !offerCode.trim() || typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > 999) return undefined;
    if (items.some((item) => item.offerCode === offerCode)) return undefined;
    items.push({ offerCode, qty });
  }
  return items;
}

/**
 * After sale of goods orders (spec 03 §7 "Orders"; F4.5). Every call needs a session (401); a
 * customer reaches only their own orders (another's answers not found); malformed bodies answer 400.
 * - POST /ecare/order/userOrder/return/preCheck {orderId} → {windowEndsAt, items: [{offerCode,
 *   offerName, qty, returnableQty, refusal?}]} (ours, beside the exchange pre-check);
 * - POST /ecare/order/applyReturnOrder {orderId, items: [{offerCode, qty}], reason, remarks?} →
 *   {orderId, orderNbr} of the return order (RETURN_GOODS, state V); refused (code 40904501 with
 *   the reason) outside the 14 days after completion, for items already returned or not returnable;
 * - POST /ecare/order/userOrder/exchange/preCheck {orderId} → {windowEndsAt, items: [{offerCode,
 *   offerName, exchangeable, refusal?, options: [{skuId, name, attrs, priceDisplay, inStock}]}]} —
 *   a shop SKU's options are its product's other SKUs at the same price (the catalogue);
 * - POST /ecare/order/userOrder/exchange {orderId, offerCode, targetSkuId, reason, remarks?} → the
 *   exchange order (EXCHANGE_GOODS, V); refused outside the window, for an SKU not offered or out of stock;
 * - POST /ecare/order/userOrder/changeSim {orderId, offerCode, reason LOST|DAMAGED|UPGRADE_ESIM,
 *   remarks?} → the SIM change order (SIM_CARD_LOST or SIM_CARD_SHIFTING, V); refused for an item
 *   that is not a SIM, an eSIM asked to become one, or a SIM change already in progress;
 * - POST /ecare/order/userOrder/shipment/track {orderId} → {deliveryMethod, carrier?, trackingNbr?, events};
 * - POST /ecare/order/userOrder/receipt {orderId} → {receiptDocId, downloadPath}: the receipt is the
 *   order detail's document, downloaded from its path (/ecare/shop/order/receipt/download).
 * Control: POST /__sandbox/afterSale {refuse: boolean} (every request refused);
 * POST /__sandbox/afterSale/simOrder {custId} (a completed goods order with a SIM card, for trying
 * the SIM change); POST /__sandbox/afterSale/complete {orderId} (an after-sale order processed: C).
 */
export function afterSaleRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.afterSale;
  const orders = store.orders;

  /** The signed-in customer's order named by the body's orderId, with the body; or the answer to give. */
  async function ownOrder(c: Context): Promise<{ entry: SandboxOrder; body: Record<string, unknown> } | Response> {
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const body = await readJsonObject(c);
    const orderId = body && stringField(body, 'orderId')?.trim();
    if (!body || !orderId) return badRequest(c);
    const entry = orders.get(orderId);
    if (!entry || entry.custId !== customer.user.currentCustId) return fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found');
    return { entry, body };
  }

  /** The answer of a request: the created order, or the refusal with its message. */
  function answer(c: Context, result: AfterSaleResult): Response {
    return result.ok ? ok(c, result.created) : fail(c, AfterSaleResultCode.refused, result.refusal);
  }

  /**
   * A shop product's other SKUs at the same price (an exchange is like for like), named in the
   * request's language, in stock when the online warehouse has one.
   */
  const catalogueOptions =
    (c: Context): ExchangeOptionSource =>
    (offerCode) => {
      const bought = store.catalogue.sku(offerCode);
      const product = bought && store.catalogue.product(bought.productId);
      if (!bought || !product) return undefined;
      // The product's name: the attributes are listed beside it (a SKU's own name repeats them).
      const productName = product.name[localeOf(c)];
      return store.catalogue
        .skusOf(bought.productId)
        .filter((sku) => sku.skuId !== bought.skuId && sku.price === bought.price)
        .map((sku) => ({
          skuId: sku.skuId,
          name: productName,
          attrs: skuAttrs(c, sku).map((attr) => ({ attrName: attr.name, attrValueMask: attr.value })),
          priceDisplay: money(sku.price),
          inStock: sku.stock > 0,
        }));
    };

  const refusedBySwitch = (c: Context) => (book.switches.refuse ? fail(c, AfterSaleResultCode.refused, 'gaia_aftersale_err_refused') : undefined);

  app.post(AfterSalePath.returnPreCheck, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    return ok(c, book.returnCheck(orders, found.entry));
  });

  app.post(AfterSalePath.applyReturn, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    const { body, entry } = found;
    const items = returnItemsOf(body.items);
    const remarks = remarksOf(body);
    if (!items || !isOneOf(ReturnReason, body.reason) || remarks === undefined) return badRequest(c);
    return refusedBySwitch(c) ?? answer(c, book.applyReturn(orders, entry, items, body.reason, remarks));
  });

  app.post(AfterSalePath.exchangePreCheck, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    return ok(c, book.exchangeCheck(orders, found.entry, catalogueOptions(c)));
  });

  app.post(AfterSalePath.exchange, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    const { body, entry } = found;
    const offerCode = stringField(body, 'offerCode');
    const targetSkuId = stringField(body, 'targetSkuId');
    const remarks = remarksOf(body);
    if (!offerCode || !targetSkuId || !isOneOf(ExchangeReason, body.reason) || remarks === undefined) return badRequest(c);
    return refusedBySwitch(c) ?? answer(c, book.exchange(orders, entry, offerCode, targetSkuId, body.reason, remarks, catalogueOptions(c)));
  });

  app.post(AfterSalePath.changeSim, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    const { body, entry } = found;
    const offerCode = stringField(body, 'offerCode');
    const remarks = remarksOf(body);
    if (!offerCode || !isOneOf(SimChangeReason, body.reason) || remarks === undefined) return badRequest(c);
    return refusedBySwitch(c) ?? answer(c, book.changeSim(orders, entry, offerCode, body.reason as SimChangeReasonCode, remarks));
  });

  app.post(AfterSalePath.shipmentTrack, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    return ok(c, book.shipment(found.entry));
  });

  app.post(AfterSalePath.receipt, async (c) => {
    const found = await ownOrder(c);
    if (found instanceof Response) return found;
    const receiptDocId = orderReceiptDocId(found.entry.order);
    if (!receiptDocId) return fail(c, OrderResultCode.notFound, 'gaia_aftersale_err_no_receipt');
    return ok(c, { receiptDocId, downloadPath: OrderDetailPath.receiptDownload });
  });

  app.post('/__sandbox/afterSale', async (c) => {
    const body = await readJsonObject(c);
    if (!body || typeof body.refuse !== 'boolean') return badRequest(c);
    book.switches = { refuse: body.refuse };
    return c.json({ ...book.switches });
  });

  app.post('/__sandbox/afterSale/simOrder', async (c) => {
    const body = await readJsonObject(c);
    const custId = body && stringField(body, 'custId')?.trim();
    if (!custId) return badRequest(c);
    const entry = simOrderFor(custId, store.clock.now());
    orders.add(entry);
    return c.json({ orderId: entry.order.orderId, orderNbr: entry.order.orderNbr });
  });

  app.post('/__sandbox/afterSale/complete', async (c) => {
    const body = await readJsonObject(c);
    const orderId = body && stringField(body, 'orderId')?.trim();
    if (!orderId) return badRequest(c);
    const moved = orders.advance(orderId, 'C', { processStep: 'COMPLETED' });
    return moved ? c.json({ orderId, orderState: 'C' }) : fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found', 404);
  });

  return app;
}
