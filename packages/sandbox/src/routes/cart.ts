import { Hono, type Context } from 'hono';
import { addRefusal, clampQuantity, lineMaxQuantity, CartPath, MAX_CART_LINES, MAX_LINE_QUANTITY, OrderState, type CartMergeNote } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import type { StoredCartLine } from '../store/carts';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';
import { seenPriceChanged, skuName, wireCart } from './cartWire';
import { checkoutRoutes } from './cartCheckout';
import { withCustomer } from './guards';

/** Business codes of the cart and checkout refusals (ours; the documents give none). */
export const CartResultCode = {
  lineNotFound: '40404401',
  skuNotFound: '40404402',
  shopNotFound: '40404403',
  addressNotFound: '40404404',
  outOfStock: '40904401',
  limitReached: '40904402',
  stockLimited: '40904403',
  cartFull: '40904404',
  shopNoStock: '40904405',
  feeFailed: '50004401',
  saveFailed: '50004402',
} as const;

const REFUSAL_CODES: Record<string, string> = {
  gaia_cart_out_of_stock: CartResultCode.outOfStock,
  gaia_cart_limit_reached: CartResultCode.limitReached,
  gaia_cart_stock_limited: CartResultCode.stockLimited,
};

/** The customer's id the cart and orders are kept under (the user's when no customer is current). */
export function custIdOf(customer: SandboxCustomer): string {
  return customer.user.currentCustId ?? customer.user.userId;
}

/** A whole quantity from 1 to the per-line maximum, else undefined (a bad request). */
export function quantityField(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : undefined;
}

/** A whole positive quantity (the sync takes any: it clamps); undefined when not one. */
function anyQuantity(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : undefined;
}

/**
 * Carts per customer (spec 03 §7 "Cart"; F4.3). Every call needs a session (401): the anonymous cart
 * is kept in the visitor's browser and reaches the account by the sync. Each change answers the cart.
 * Quantities stay within the SKU's online stock and MAX_LINE_QUANTITY (10) per line; a cart holds at
 * most MAX_CART_LINES (30) lines. Malformed bodies answer 400.
 * - GET /ecare/shop/cart/list → the cart {cartItemList, totalQuantity, totalAmount, currencySymbol};
 * - GET /ecare/shop/cart/count → {count} (units);
 * - POST …/add {skuId, quantity}; …/modify {cartItemId, quantity}; …/delete {cartItemId};
 *   …/modify/batch {itemList: [{cartItemId, quantity}]}; …/deleteBatch {cartItemIdList};
 * - POST …/sync {itemList: [{skuId, quantity, price}]}: the anonymous lines merged into the account's
 *   cart (quantities added, clamped to stock and the limit); data.mergeNotes name each line that did
 *   not merge as the visitor saw it — its price changed, stock or the limit cut it, or it is gone.
 * The checkout calls are in cartCheckout.ts.
 */
export function cartRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.carts;

  /** The customer's cart id, with the lines of paid orders taken out first. */
  function settled(customer: SandboxCustomer): string {
    const custId = custIdOf(customer);
    book.settlePaid(custId, (orderId) => {
      const state = store.orders.get(orderId)?.order.orderState;
      if (state === OrderState.awaitingPayment) return false;
      return state === OrderState.completed ? true : undefined;
    });
    return custId;
  }

  app.get(CartPath.list, withCustomer(store, (c, customer) => {
    return ok(c, wireCart(c, store, settled(customer)));
  }));

  app.get(CartPath.count, withCustomer(store, (c, customer) => {
    return ok(c, { count: wireCart(c, store, settled(customer)).totalQuantity });
  }));

  app.post(CartPath.add, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const skuId = body && stringField(body, 'skuId');
    const quantity = body && quantityField(body.quantity);
    if (!skuId || !quantity) return badRequest(c);
    const custId = settled(customer);
    const sku = store.catalogue.sku(skuId);
    if (!sku) return fail(c, CartResultCode.skuNotFound, 'gaia_cart_sku_not_found');
    const lines = book.lines(custId);
    const existing = lines.find((line) => line.skuId === skuId);
    const refusal = addRefusal({ stock: sku.stock, inCart: existing?.quantity ?? 0, adding: quantity });
    if (refusal) return fail(c, REFUSAL_CODES[refusal] ?? CartResultCode.stockLimited, refusal);
    if (!existing && lines.length >= MAX_CART_LINES) return fail(c, CartResultCode.cartFull, 'gaia_cart_full');
    if (existing) existing.quantity += quantity;
    else lines.push({ cartItemId: book.nextLineId(), skuId, quantity });
    book.setLines(custId, lines);
    return ok(c, wireCart(c, store, custId));
  }));

  /** Sets quantities of lines by id: every change is checked before any is made. */
  function modify(c: Context, custId: string, changes: readonly { cartItemId: string; quantity: number }[]): Response {
    const lines = book.lines(custId);
    for (const change of changes) {
      const line = lines.find((entry) => entry.cartItemId === change.cartItemId);
      if (!line) return fail(c, CartResultCode.lineNotFound, 'gaia_cart_not_found');
      const stock = store.catalogue.sku(line.skuId)?.stock ?? 0;
      if (stock <= 0) return fail(c, CartResultCode.outOfStock, 'gaia_cart_out_of_stock');
      if (change.quantity > lineMaxQuantity(stock)) return fail(c, CartResultCode.stockLimited, 'gaia_cart_stock_limited');
      line.quantity = change.quantity;
    }
    book.setLines(custId, lines);
    return ok(c, wireCart(c, store, custId));
  }

  app.post(CartPath.modify, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const cartItemId = body && stringField(body, 'cartItemId');
    const quantity = body && quantityField(body.quantity);
    if (!cartItemId || !quantity) return badRequest(c, 'gaia_cart_quantity_invalid');
    return modify(c, settled(customer), [{ cartItemId, quantity }]);
  }));

  app.post(CartPath.modifyBatch, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const list = body?.itemList;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CART_LINES) return badRequest(c);
    const changes = list.map((item: unknown) => {
      if (!item || typeof item !== 'object') return undefined;
      const record = item as Record<string, unknown>;
      const cartItemId = stringField(record, 'cartItemId');
      const quantity = quantityField(record.quantity);
      return cartItemId && quantity ? { cartItemId, quantity } : undefined;
    });
    if (changes.some((change) => !change)) return badRequest(c, 'gaia_cart_quantity_invalid');
    return modify(c, settled(customer), changes as { cartItemId: string; quantity: number }[]);
  }));

  /** Removes lines by id; an unknown id is refused and nothing is removed. */
  function remove(c: Context, custId: string, ids: readonly string[]): Response {
    const lines = book.lines(custId);
    if (ids.some((id) => !lines.some((line) => line.cartItemId === id))) return fail(c, CartResultCode.lineNotFound, 'gaia_cart_not_found');
    book.setLines(custId, lines.filter((line) => !ids.includes(line.cartItemId)));
    return ok(c, wireCart(c, store, custId));
  }

  app.post(CartPath.remove, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const cartItemId = body && stringField(body, 'cartItemId');
    if (!cartItemId) return badRequest(c);
    return remove(c, settled(customer), [cartItemId]);
  }));

  app.post(CartPath.removeBatch, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const ids = body?.cartItemIdList;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_CART_LINES || !ids.every((id) => typeof id === 'string')) return badRequest(c);
    return remove(c, settled(customer), ids as string[]);
  }));

  app.post(CartPath.sync, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const list = body?.itemList;
    if (!Array.isArray(list) || list.length > MAX_CART_LINES) return badRequest(c);
    const items: { skuId: string; quantity: number; price?: number }[] = [];
    for (const item of list as unknown[]) {
      if (!item || typeof item !== 'object') return badRequest(c);
      const record = item as Record<string, unknown>;
      const skuId = stringField(record, 'skuId');
      const quantity = anyQuantity(record.quantity);
      if (!skuId || !quantity) return badRequest(c);
      const price = typeof record.price === 'number' && Number.isFinite(record.price) ? record.price : undefined;
      items.push({ skuId, quantity, ...(price === undefined ? {} : { price }) });
    }
    const custId = settled(customer);
    const lines: StoredCartLine[] = book.lines(custId);
    const mergeNotes: CartMergeNote[] = [];
    for (const item of items) {
      const sku = store.catalogue.sku(item.skuId);
      const existing = lines.find((line) => line.skuId === item.skuId);
      if (!sku || sku.stock <= 0 || (!existing && lines.length >= MAX_CART_LINES)) {
        mergeNotes.push({ skuId: item.skuId, name: sku ? skuName(c, sku) : item.skuId, change: 'unavailable', requestedQuantity: item.quantity, quantity: existing?.quantity ?? 0 });
        continue;
      }
      const wanted = (existing?.quantity ?? 0) + item.quantity;
      const kept = clampQuantity(wanted, sku.stock);
      if (existing) existing.quantity = kept;
      else lines.push({ cartItemId: book.nextLineId(), skuId: item.skuId, quantity: kept });
      const name = skuName(c, sku);
      if (item.price !== undefined && seenPriceChanged(item.price, sku))
        mergeNotes.push({ skuId: sku.skuId, name, change: 'price', seenPrice: item.price, price: sku.price, requestedQuantity: item.quantity, quantity: kept });
      if (kept < wanted)
        mergeNotes.push({ skuId: sku.skuId, name, change: kept < Math.min(wanted, MAX_LINE_QUANTITY) ? 'stock' : 'limit', requestedQuantity: wanted, quantity: kept });
    }
    book.setLines(custId, lines);
    return ok(c, { ...wireCart(c, store, custId), mergeNotes });
  }));

  app.route('/', checkoutRoutes(store));
  return app;
}
