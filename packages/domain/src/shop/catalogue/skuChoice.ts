import type { ShopAttribute, ShopSku, SkuAttrs } from './catalogueModel';

/** How a value of an attribute stands, given the other attributes chosen. */
export type AttrValueState = 'available' | 'outOfStock' | 'missing';

/** The SKU whose attributes are exactly the chosen ones, if it exists. */
export function skuFor(skus: readonly ShopSku[], chosen: SkuAttrs): ShopSku | undefined {
  return skus.find((sku) => Object.keys(sku.attrs).every((code) => sku.attrs[code] === chosen[code]));
}

/**
 * Where the choice starts: the SKU of the URL when it is the product's, else the first in stock, else
 * the first SKU.
 */
export function initialSku(skus: readonly ShopSku[], skuId?: string | null): ShopSku | undefined {
  return skus.find((sku) => sku.skuId === skuId) ?? skus.find((sku) => sku.stock > 0) ?? skus[0];
}

/**
 * A value's state with the other chosen attributes kept: 'missing' when no SKU has that combination,
 * 'outOfStock' when the SKUs with it are all out of stock, else 'available'.
 */
export function valueState(skus: readonly ShopSku[], chosen: SkuAttrs, attrCode: string, valueCode: string): AttrValueState {
  const wanted = { ...chosen, [attrCode]: valueCode };
  const sku = skuFor(skus, wanted);
  if (!sku) return 'missing';
  return sku.stock > 0 ? 'available' : 'outOfStock';
}

/** Whether every SKU carrying the value is out of stock (the value is out everywhere online). */
export function valueOutEverywhere(skus: readonly ShopSku[], attrCode: string, valueCode: string): boolean {
  const carrying = skus.filter((sku) => sku.attrs[attrCode] === valueCode);
  return carrying.length > 0 && carrying.every((sku) => sku.stock <= 0);
}

/**
 * Choosing a value: the SKU with it and the other choices when one exists; otherwise the closest SKU
 * with that value (most other attributes kept, in stock first), so a choice never lands on nothing.
 */
export function chooseValue(
  skus: readonly ShopSku[],
  attributes: readonly ShopAttribute[],
  chosen: SkuAttrs,
  attrCode: string,
  valueCode: string,
): ShopSku | undefined {
  const exact = skuFor(skus, { ...chosen, [attrCode]: valueCode });
  if (exact) return exact;
  const candidates = skus.filter((sku) => sku.attrs[attrCode] === valueCode);
  const kept = (sku: ShopSku) =>
    attributes.filter((attribute) => attribute.attrCode !== attrCode && sku.attrs[attribute.attrCode] === chosen[attribute.attrCode]).length;
  return [...candidates].sort((a, b) => kept(b) - kept(a) || Number(b.stock > 0) - Number(a.stock > 0))[0];
}
