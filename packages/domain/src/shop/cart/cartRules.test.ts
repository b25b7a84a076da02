import { describe, expect, it } from 'vitest';
import { addRefusal, anonymousCartView, cartTotals, clampQuantity, lineMaxQuantity, MAX_LINE_QUANTITY, mergeNoteKey, purchasableLines } from './cartRules';
import { addAnonymousLine, readAnonymousCart, removeAnonymousLines, setAnonymousQuantity, toSyncItems, writeAnonymousCart, ANONYMOUS_CART_KEY, type CartStorage } from './anonymousCart';
import type { AnonymousCartLine, CartLine } from './cartModel';

const phone: AnonymousCartLine = { skuId: 'SKU-1', productId: 'P-1', name: 'Nova 5G', attrs: [], price: 229.9, quantity: 1, stock: 4 };

function memoryStorage(initial?: string): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(initial === undefined ? [] : [[ANONYMOUS_CART_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('F4.3 cart quantity rules', () => {
  it('caps a line at the stock and at the per-line maximum', () => {
    expect(lineMaxQuantity(3)).toBe(3);
    expect(lineMaxQuantity(500)).toBe(MAX_LINE_QUANTITY);
    expect(lineMaxQuantity(0)).toBe(0);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(99, 5)).toBe(5);
    expect(clampQuantity(3, 0)).toBe(0);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('refuses a sold-out SKU, more than the limit, or more than the stock', () => {
    expect(addRefusal({ stock: 0, inCart: 0, adding: 1 })).toBe('gaia_cart_out_of_stock');
    expect(addRefusal({ stock: 50, inCart: 9, adding: 2 })).toBe('gaia_cart_limit_reached');
    expect(addRefusal({ stock: 2, inCart: 2, adding: 1 })).toBe('gaia_cart_stock_limited');
    expect(addRefusal({ stock: 2, inCart: 1, adding: 1 })).toBeUndefined();
  });

  it('adds totals in cents', () => {
    expect(cartTotals([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }])).toEqual({ totalQuantity: 4, totalAmount: 0.5 });
  });

  it('names each merge change with its own note', () => {
    expect(mergeNoteKey({ change: 'price' })).toBe('gaia_cart_merge_price');
    expect(mergeNoteKey({ change: 'stock' })).toBe('gaia_cart_merge_stock');
    expect(mergeNoteKey({ change: 'limit' })).toBe('gaia_cart_merge_limit');
    expect(mergeNoteKey({ change: 'unavailable' })).toBe('gaia_cart_merge_unavailable');
  });

  it('leaves sold-out lines out of the checkout', () => {
    const line = (stock: number, quantity: number): CartLine => ({ cartItemId: `C${stock}`, skuId: 'S', productId: 'P', name: 'n', attrs: [], price: 1, quantity, stock });
    expect(purchasableLines([line(0, 1), line(3, 2), line(1, 2)]).map((l) => l.cartItemId)).toEqual(['C3']);
  });
});

describe('F4.3 anonymous cart', () => {
  it('reads a damaged value as an empty cart', () => {
    expect(readAnonymousCart(memoryStorage('{not json'))).toEqual([]);
    expect(readAnonymousCart(memoryStorage('[{"skuId":1}]'))).toEqual([]);
  });

  it('keeps lines and forgets an emptied cart', () => {
    const storage = memoryStorage();
    writeAnonymousCart(storage, [phone]);
    expect(readAnonymousCart(storage)).toEqual([phone]);
    writeAnonymousCart(storage, []);
    expect(storage.data.has(ANONYMOUS_CART_KEY)).toBe(false);
  });

  it('adds to an existing line within the stock and refuses beyond it', () => {
    const once = addAnonymousLine([], phone);
    expect(once.ok && once.lines[0]!.quantity).toBe(1);
    const twice = addAnonymousLine(once.ok ? once.lines : [], { ...phone, quantity: 3 });
    expect(twice.ok && twice.lines[0]!.quantity).toBe(4);
    expect(addAnonymousLine(twice.ok ? twice.lines : [], phone)).toEqual({ ok: false, messageKey: 'gaia_cart_stock_limited' });
    expect(addAnonymousLine([], { ...phone, stock: 0 })).toEqual({ ok: false, messageKey: 'gaia_cart_out_of_stock' });
  });

  it('clamps a changed quantity and removes lines; the sync sends the price seen', () => {
    expect(setAnonymousQuantity([phone], 'SKU-1', 40)[0]!.quantity).toBe(4);
    expect(removeAnonymousLines([phone], new Set(['SKU-1']))).toEqual([]);
    expect(toSyncItems([phone])).toEqual([{ skuId: 'SKU-1', quantity: 1, price: 229.9 }]);
    expect(anonymousCartView([phone]).totalAmount).toBe(229.9);
  });
});
