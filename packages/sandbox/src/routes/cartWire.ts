import type { Context } from 'hono';
import { cartTotals, type Cart, type CartLine, type CartSkuAttr } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { StoredCartLine } from '../store/carts';
import { ATTRIBUTE_NAMES, VALUE_NAMES, type CatalogueSkuRecord } from '../store/catalogueData';
import { localeOf } from '../envelope';

/** A SKU's attributes named in the request's language ("Colour: Midnight"). */
export function skuAttrs(c: Context, sku: CatalogueSkuRecord): CartSkuAttr[] {
  const language = localeOf(c);
  return Object.entries(sku.attrs).map(([code, value]) => ({
    name: ATTRIBUTE_NAMES[code]?.[language] ?? code,
    value: VALUE_NAMES[value]?.[language] ?? value,
  }));
}

/** A SKU's name in the request's language. */
export function skuName(c: Context, sku: CatalogueSkuRecord): string {
  return localeOf(c) === 'ar' ? sku.nameAr : sku.name;
}

/**
 * Whether the price a customer saw differs from the catalogue's now, compared in cents: what makes
 * a merge note of the cart and a fee item's previous price at checkout.
 */
export function seenPriceChanged(seen: number, sku: CatalogueSkuRecord): boolean {
  return Math.round(seen * 100) !== Math.round(sku.price * 100);
}

/** A stored line as the wire shows it, priced and stocked from the catalogue now (undefined when the SKU is gone). */
export function wireLine(c: Context, store: SandboxStore, line: StoredCartLine): CartLine | undefined {
  const sku = store.catalogue.sku(line.skuId);
  if (!sku) return undefined;
  return {
    cartItemId: line.cartItemId,
    skuId: sku.skuId,
    productId: sku.productId,
    name: skuName(c, sku),
    image: sku.image,
    attrs: skuAttrs(c, sku),
    price: sku.price,
    quantity: line.quantity,
    stock: sku.stock,
  };
}

/** The customer's cart as every cart call answers it. */
export function wireCart(c: Context, store: SandboxStore, custId: string): Cart {
  const cartItemList = store.carts.lines(custId).flatMap((line) => wireLine(c, store, line) ?? []);
  return { cartItemList, ...cartTotals(cartItemList), currencySymbol: '$' };
}
