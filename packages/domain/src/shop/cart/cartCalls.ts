import type { HttpClient } from '../../kernel/http/createHttpClient';
import { areaKeys } from '../../kernel/http/queryKeys';
import type { Cart, CartSyncResult } from './cartModel';

/** Paths of the cart calls (spec 03 §7 "Cart"; all under /ecare). */
export const CartPath = {
  list: '/ecare/shop/cart/list',
  add: '/ecare/shop/cart/add',
  modify: '/ecare/shop/cart/modify',
  remove: '/ecare/shop/cart/delete',
  modifyBatch: '/ecare/shop/cart/modify/batch',
  removeBatch: '/ecare/shop/cart/deleteBatch',
  sync: '/ecare/shop/cart/sync',
  count: '/ecare/shop/cart/count',
} as const;

/** Query keys of the account's cart (the cart and its count are the signed-in person's). */
export const cartKeys = { ...areaKeys('cart'), count: () => ['cart', 'count'] as const };

/**
 * The cart calls (F4.3). Every one answers the account's cart after the change (the count its number).
 * Refusals of add and modify (stock, limit) are shown by the line that asked, not by the error catalogue.
 */
export function createCartApi(http: HttpClient) {
  return {
    /** GET the account's cart. */
    list: () => http.call<Cart>({ method: 'GET', path: CartPath.list }),
    /** GET the number of units in the cart (the header badge). */
    count: () => http.call<{ count: number }>({ method: 'GET', path: CartPath.count }),
    /** {skuId, quantity}: adds units (refused beyond stock or the per-line limit). */
    add: (skuId: string, quantity: number) => http.call<Cart>({ path: CartPath.add, data: { skuId, quantity }, reportBusinessErrors: false }),
    /** {cartItemId, quantity}: sets a line's quantity. */
    modify: (cartItemId: string, quantity: number) => http.call<Cart>({ path: CartPath.modify, data: { cartItemId, quantity }, reportBusinessErrors: false }),
    /** {cartItemId}: removes a line. */
    remove: (cartItemId: string) => http.call<Cart>({ path: CartPath.remove, data: { cartItemId } }),
    /** {itemList: [{cartItemId, quantity}]}: sets several quantities at once. */
    modifyBatch: (itemList: readonly { cartItemId: string; quantity: number }[]) =>
      http.call<Cart>({ path: CartPath.modifyBatch, data: { itemList }, reportBusinessErrors: false }),
    /** {cartItemIdList}: removes several lines at once. */
    removeBatch: (cartItemIdList: readonly string[]) => http.call<Cart>({ path: CartPath.removeBatch, data: { cartItemIdList } }),
    /** {itemList: [{skuId, quantity, price}]}: merges the anonymous cart; notes say which lines changed. */
    sync: (itemList: readonly { skuId: string; quantity: number; price: number }[]) =>
      http.call<CartSyncResult>({ path: CartPath.sync, data: { itemList } }),
  };
}

export type CartApi = ReturnType<typeof createCartApi>;
