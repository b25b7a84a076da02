import type { ExchangeOption } from '@gaia/domain';

/** One SKU a seeded product may become: its attributes by name, in the order they are shown. */
function variant(skuId: string, name: string, attrs: Readonly<Record<string, string>>, priceDisplay: string, inStock: boolean): ExchangeOption {
  return { skuId, name, attrs: Object.entries(attrs).map(([attrName, attrValueMask]) => ({ attrName, attrValueMask })), priceDisplay, inStock };
}

/**
 * What the goods of the seeded orders may be exchanged for: other variants of the same product at
 * the same price (an exchange is like for like; a dearer variant is a new purchase). Goods bought
 * in the shop look up their product's other SKUs in the catalogue instead (routes/afterSale.ts).
 */
export const SEEDED_EXCHANGE_OPTIONS: Readonly<Record<string, readonly ExchangeOption[]>> = {
  'SKU-NOVA5G': [
    variant('SKU-NOVA5G-GREEN-128', 'Nova 5G phone', { Colour: 'Forest green', Storage: '128 GB' }, '$229.90', true),
    variant('SKU-NOVA5G-SILVER-128', 'Nova 5G phone', { Colour: 'Moon silver', Storage: '128 GB' }, '$229.90', false),
  ],
  'SKU-MIFI': [variant('SKU-MIFI-WHITE', 'Mi-Fi router', { Colour: 'White' }, '$35.00', true)],
  'SKU-BUDS': [variant('SKU-BUDS-BLACK', 'Wireless earbuds', { Colour: 'Black' }, '$59.00', true)],
};

/** Goods that cannot be returned once used (an applied screen protector); they may still be exchanged if options exist. */
export const NOT_RETURNABLE_CODES: ReadonlySet<string> = new Set(['SKU-GLASS']);
