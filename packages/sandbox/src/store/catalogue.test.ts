import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { CatalogueBook, stockStatusOf } from './catalogue';

describe('CatalogueBook (F4.1, F4.2)', () => {
  const book = () => new CatalogueBook(createManualClock());

  it('holds 20 products and 40 SKUs across the five categories, priced in USD with drawn images', () => {
    const catalogue = book();
    expect(catalogue.allProducts()).toHaveLength(20);
    expect(catalogue.allSkus()).toHaveLength(40);
    expect(new Set(catalogue.allProducts().map((product) => product.catgId))).toEqual(
      new Set(['phones', 'sims', 'routers', 'accessories', 'bundles']),
    );
    for (const sku of catalogue.allSkus()) {
      expect(sku.price).toBeGreaterThan(0);
      expect(sku.image).toMatch(/^\/ecare\/shop\/image\/[a-z0-9-]+\.svg$/);
    }
  });

  it('finds a product and a SKU by id, with the shared contract fields', () => {
    const catalogue = book();
    expect(catalogue.product('P-X12')?.brand).toBe('Aurora');
    expect(catalogue.sku('P-X12-2')).toMatchObject({
      skuId: 'P-X12-2',
      productId: 'P-X12',
      name: 'Aurora X12 Midnight 256 GB',
      attrs: { colour: 'midnight', storage: '256' },
      price: 799,
    });
    expect(catalogue.sku('nope')).toBeUndefined();
  });

  it('filters by category and brand and sorts by price and name', () => {
    const catalogue = book();
    const phones = catalogue.list({ catgId: 'phones', sort: 'priceAsc' });
    expect(phones.map((product) => product.productId)).toEqual(['P-KA5', 'P-N9L', 'P-N9', 'P-X12', 'P-X12PRO', 'P-KFOLD']);
    expect(catalogue.list({ catgId: 'phones', sort: 'priceDesc' })[0]?.productId).toBe('P-KFOLD');
    expect(catalogue.list({ brand: 'Gaia', sort: 'name' }).map((product) => product.name.en)).toEqual([
      'Data-only SIM',
      'Postpaid SIM 20 GB',
      'Prepaid starter SIM',
    ]);
    expect(catalogue.brands('phones')).toEqual(['Aurora', 'Kestrel', 'Nimbus']);
  });

  it('summarises stock: out everywhere only when every SKU is out', () => {
    const catalogue = book();
    expect(stockStatusOf(0)).toBe('outOfStock');
    expect(stockStatusOf(5)).toBe('lowStock');
    expect(stockStatusOf(6)).toBe('inStock');
    expect(catalogue.productStock('P-KFOLD')).toBe('outOfStock');
    expect(catalogue.productStock('P-X12')).toBe('inStock');
  });

  it('keeps favourites per customer, newest first, adding twice changes nothing', () => {
    const clock = createManualClock();
    const catalogue = new CatalogueBook(clock);
    expect(catalogue.addFavourite('C1', 'P-X12')).toBe('added');
    clock.advance(1000);
    expect(catalogue.addFavourite('C1', 'P-BUDS')).toBe('added');
    expect(catalogue.addFavourite('C1', 'P-X12')).toBe('added');
    expect(catalogue.addFavourite('C1', 'P-NONE')).toBe('unknown');
    expect(catalogue.favouritesOf('C1')).toEqual(['P-BUDS', 'P-X12']);
    expect(catalogue.favouritesOf('C2')).toEqual([]);
    expect(catalogue.removeFavourites('C1', ['P-X12', 'P-NONE'])).toBe(1);
    expect(catalogue.isFavourite('C1', 'P-X12')).toBe(false);
    catalogue.reset();
    expect(catalogue.favouritesOf('C1')).toEqual([]);
  });
});
