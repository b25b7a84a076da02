import type { ExchangeOption } from '@gaia/domain';

/**
 * What the goods of the seeded orders may be exchanged for: other variants of the same product at
 * the same price (an exchange is like for like; a dearer variant is a new purchase). Goods bought
 * in the shop look up their product's other SKUs in the catalogue instead (routes/afterSale.ts).
 */
export const SEEDED_EXCHANGE_OPTIONS: Readonly<Record<string, readonly ExchangeOption[]>> = {
  'SKU-NOVA5G': [
    {
      skuId: 'SKU-NOVA5G-GREEN-128',
      name: 'Nova 5G phone',
      attrs: [
        { attrName: 'Colour', attrValueMask: 'Forest green' },
        { attrName: 'Storage', attrValueMask: '128 GB' },
      ],
      priceDisplay: '$229.90',
      inStock: true,
    },
    {
      skuId: 'SKU-NOVA5G-SILVER-128',
      name: 'Nova 5G phone',
      attrs: [
        { attrName: 'Colour', attrValueMask: 'Moon silver' },
        { attrName: 'Storage', attrValueMask: '128 GB' },
      ],
      priceDisplay: '$229.90',
      inStock: false,
    },
  ],
  'SKU-MIFI': [
    { skuId: 'SKU-MIFI-WHITE', name: 'Mi-Fi router', attrs: [{ attrName: 'Colour', attrValueMask: 'White' }], priceDisplay: '$35.00', inStock: true },
  ],
  'SKU-BUDS': [
    { skuId: 'SKU-BUDS-BLACK', name: 'Wireless earbuds', attrs: [{ attrName: 'Colour', attrValueMask: 'Black' }], priceDisplay: '$59.00', inStock: true },
  ],
};

/** Goods that cannot be returned once used (an applied screen protector); they may still be exchanged if options exist. */
export const NOT_RETURNABLE_CODES: ReadonlySet<string> = new Set(['SKU-GLASS']);
