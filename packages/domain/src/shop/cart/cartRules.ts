import type { AnonymousCartLine, Cart, CartLine, CartMergeNote } from './cartModel';

/**
 * The most units of one SKU a cart line may hold (ours; the documents give none): enough for a
 * family or a small office, few enough that a slip of the keyboard does not order a crate of phones.
 */
export const MAX_LINE_QUANTITY = 10;

/** The most lines a cart holds (ours): a cart, not a warehouse list. */
export const MAX_CART_LINES = 30;

/** Message keys of the cart rules. */
export const CartMessageKey = {
  outOfStock: 'gaia_cart_out_of_stock',
  limitReached: 'gaia_cart_limit_reached',
  stockLimited: 'gaia_cart_stock_limited',
  cartFull: 'gaia_cart_full',
  mergePrice: 'gaia_cart_merge_price',
  mergeStock: 'gaia_cart_merge_stock',
  mergeUnavailable: 'gaia_cart_merge_unavailable',
  mergeLimit: 'gaia_cart_merge_limit',
} as const;

/** The largest quantity a line may take: the stock, never above MAX_LINE_QUANTITY (0 when sold out). */
export function lineMaxQuantity(stock: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(stock)));
}

/** A requested quantity brought within 1 and the line's maximum (0 when nothing may be bought). */
export function clampQuantity(requested: number, stock: number): number {
  const max = lineMaxQuantity(stock);
  if (max === 0) return 0;
  const whole = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.min(max, Math.max(1, whole));
}

/**
 * Whether `adding` more units of a SKU may go into the cart that already holds `inCart` of it: the
 * message key of the refusal (sold out, the per-line limit, the stock), or undefined when it may.
 */
export function addRefusal(input: { stock: number; inCart: number; adding: number }): string | undefined {
  if (input.stock <= 0) return CartMessageKey.outOfStock;
  const total = input.inCart + input.adding;
  if (total > MAX_LINE_QUANTITY) return CartMessageKey.limitReached;
  if (total > input.stock) return CartMessageKey.stockLimited;
  return undefined;
}

/** Units and amount (VAT included) of some lines, rounded to cents. */
export function cartTotals(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): { totalQuantity: number; totalAmount: number } {
  let totalQuantity = 0;
  let cents = 0;
  for (const line of lines) {
    totalQuantity += line.quantity;
    cents += Math.round(line.price * 100) * line.quantity;
  }
  return { totalQuantity, totalAmount: cents / 100 };
}

/** The message key of a merge note, for the note shown after sync (F4.3). */
export function mergeNoteKey(note: Pick<CartMergeNote, 'change'>): string {
  switch (note.change) {
    case 'price':
      return CartMessageKey.mergePrice;
    case 'stock':
      return CartMessageKey.mergeStock;
    case 'limit':
      return CartMessageKey.mergeLimit;
    default:
      return CartMessageKey.mergeUnavailable;
  }
}

/** The lines of a cart a selection names, in the cart's order. */
export function selectedLines(cart: Pick<Cart, 'cartItemList'> | undefined, selected: ReadonlySet<string>): CartLine[] {
  return (cart?.cartItemList ?? []).filter((line) => selected.has(line.cartItemId));
}

/** Lines that may go to checkout: in stock with a quantity within it. */
export function purchasableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.stock > 0 && line.quantity >= 1 && line.quantity <= lineMaxQuantity(line.stock));
}

/** The anonymous cart shown as a cart (ids are the SKU ids: a visitor's line is its SKU). */
export function anonymousCartView(lines: readonly AnonymousCartLine[]): Cart {
  const cartItemList: CartLine[] = lines.map((line) => ({ cartItemId: line.skuId, ...line }));
  return { cartItemList, ...cartTotals(cartItemList), currencySymbol: '$' };
}
