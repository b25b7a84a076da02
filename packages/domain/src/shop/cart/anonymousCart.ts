import { addRefusal, clampQuantity, MAX_CART_LINES, CartMessageKey } from './cartRules';
import type { AnonymousCartLine } from './cartModel';
import { readStoredList, writeStoredList } from './storedList';

/** Storage key of the anonymous cart (ours). */
export const ANONYMOUS_CART_KEY = 'gaia.shop.anonymousCart';

/** The part of the Web Storage API the anonymous cart needs (localStorage in the portal). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isLine(value: unknown): value is AnonymousCartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.skuId === 'string' &&
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    typeof line.stock === 'number' &&
    Array.isArray(line.attrs)
  );
}

/** The visitor's cart lines; a damaged or foreign value reads as an empty cart (never a crash). */
export function readAnonymousCart(storage: CartStorage): AnonymousCartLine[] {
  return readStoredList(storage, ANONYMOUS_CART_KEY, isLine).slice(0, MAX_CART_LINES);
}

/** Keeps the lines (an empty cart removes the key). */
export function writeAnonymousCart(storage: CartStorage, lines: readonly AnonymousCartLine[]): void {
  writeStoredList(storage, ANONYMOUS_CART_KEY, lines);
}

/** The result of a change: the new lines, or the message key of the refusal. */
export type AnonymousCartChange = { ok: true; lines: AnonymousCartLine[] } | { ok: false; messageKey: string };

/**
 * Adds units of a SKU to the anonymous cart under the same rules as the account's (stock, the
 * per-line limit, the number of lines); the price and stock are the ones the catalogue showed.
 */
export function addAnonymousLine(lines: readonly AnonymousCartLine[], line: AnonymousCartLine): AnonymousCartChange {
  const existing = lines.find((entry) => entry.skuId === line.skuId);
  const refusal = addRefusal({ stock: line.stock, inCart: existing?.quantity ?? 0, adding: line.quantity });
  if (refusal) return { ok: false, messageKey: refusal };
  if (!existing && lines.length >= MAX_CART_LINES) return { ok: false, messageKey: CartMessageKey.cartFull };
  if (existing)
    return {
      ok: true,
      lines: lines.map((entry) => (entry.skuId === line.skuId ? { ...line, quantity: entry.quantity + line.quantity } : entry)),
    };
  return { ok: true, lines: [...lines, line] };
}

/** Sets a line's quantity, kept within its stock and the per-line limit. */
export function setAnonymousQuantity(lines: readonly AnonymousCartLine[], skuId: string, quantity: number): AnonymousCartLine[] {
  return lines.map((entry) => (entry.skuId === skuId ? { ...entry, quantity: clampQuantity(quantity, entry.stock) || entry.quantity } : entry));
}

/** Removes lines by SKU. */
export function removeAnonymousLines(lines: readonly AnonymousCartLine[], skuIds: ReadonlySet<string>): AnonymousCartLine[] {
  return lines.filter((entry) => !skuIds.has(entry.skuId));
}

/** The sync's payload: each SKU, its quantity and the price the visitor saw. */
export function toSyncItems(lines: readonly AnonymousCartLine[]): { skuId: string; quantity: number; price: number }[] {
  return lines.map(({ skuId, quantity, price }) => ({ skuId, quantity, price }));
}
