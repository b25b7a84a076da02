import { describe, expect, it } from 'vitest';
import type { ShopAttribute, ShopSku } from './catalogueModel';
import { chooseValue, initialSku, skuFor, valueOutEverywhere, valueState } from './skuChoice';
import { changeProductList, pageCount, productListQuery, readProductListUrl, writeProductListUrl } from './productQuery';
import { favouriteIntent, pendingFavouriteAction, readPendingFavourite } from './favouriteToggle';
import { ShopRoute, isShopPath, offersShop, shopSignInHref } from './shopRoutes';
import { formatShopPrice, productPriceParts } from './priceDisplay';

const sku = (skuId: string, colour: string, storage: string, stock: number): ShopSku => ({
  skuId, productId: 'P', name: skuId, attrs: { colour, storage }, price: 100, image: '', stock, stockStatus: stock > 0 ? 'inStock' : 'outOfStock',
});
// graphite 256/512, blue 256 only; graphite 512 out of stock.
const skus = [sku('G256', 'graphite', '256', 4), sku('G512', 'graphite', '512', 0), sku('B256', 'blue', '256', 2)];
const attributes: ShopAttribute[] = [
  { attrCode: 'colour', attrName: 'Colour', values: [{ valueCode: 'graphite', valueName: 'Graphite' }, { valueCode: 'blue', valueName: 'Blue' }] },
  { attrCode: 'storage', attrName: 'Storage', values: [{ valueCode: '256', valueName: '256 GB' }, { valueCode: '512', valueName: '512 GB' }] },
];

describe('SKU choice from attributes (F4.1)', () => {
  it('finds the SKU of a combination and starts from the URL SKU, else the first in stock', () => {
    expect(skuFor(skus, { colour: 'blue', storage: '256' })?.skuId).toBe('B256');
    expect(skuFor(skus, { colour: 'blue', storage: '512' })).toBeUndefined();
    expect(initialSku(skus, 'G512')?.skuId).toBe('G512');
    expect(initialSku(skus, 'nope')?.skuId).toBe('G256');
    expect(initialSku([sku('X', 'a', 'b', 0)])?.skuId).toBe('X');
  });

  it('tells which values exist with the other choices and which are out of stock', () => {
    const chosen = { colour: 'blue', storage: '256' };
    expect(valueState(skus, chosen, 'storage', '512')).toBe('missing');
    expect(valueState(skus, { colour: 'graphite', storage: '256' }, 'storage', '512')).toBe('outOfStock');
    expect(valueState(skus, chosen, 'colour', 'graphite')).toBe('available');
    expect(valueOutEverywhere(skus, 'storage', '512')).toBe(true);
    expect(valueOutEverywhere(skus, 'storage', '256')).toBe(false);
  });

  it('choosing a value with no exact SKU lands on the closest one carrying it', () => {
    expect(chooseValue(skus, attributes, { colour: 'graphite', storage: '256' }, 'colour', 'blue')?.skuId).toBe('B256');
    expect(chooseValue(skus, attributes, { colour: 'blue', storage: '256' }, 'storage', '512')?.skuId).toBe('G512');
  });
});

describe('the product list URL (F4.1)', () => {
  it('reads known values and drops malformed ones', () => {
    expect(readProductListUrl(new URLSearchParams('category=phones&brand=Aurora&sort=priceAsc&page=2'))).toEqual({
      category: 'phones', brand: 'Aurora', sort: 'priceAsc', page: 2,
    });
    expect(readProductListUrl(new URLSearchParams('category=cars&brand=<x>&sort=cheap&page=-1'))).toEqual({ page: 1 });
    expect(readProductListUrl(new URLSearchParams('page=1.5'))).toEqual({ page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeProductListUrl({ page: 1 }).toString()).toBe('');
    expect(writeProductListUrl({ category: 'sims', sort: 'name', page: 3 }).toString()).toBe('category=sims&sort=name&page=3');
  });

  it('a new category drops the brand, any filter change goes back to page 1', () => {
    const state = { category: 'phones' as const, brand: 'Aurora', page: 3 };
    expect(changeProductList(state, { category: 'routers' })).toEqual({ category: 'routers', page: 1 });
    expect(changeProductList(state, { sort: 'priceDesc' })).toEqual({ category: 'phones', brand: 'Aurora', sort: 'priceDesc', page: 1 });
    expect(changeProductList(state, { page: 4 }).page).toBe(4);
    expect(changeProductList(state, { brand: undefined })).toEqual({ category: 'phones', page: 1 });
  });

  it('makes the list call query and counts pages', () => {
    expect(productListQuery({ category: 'phones', page: 2 }, 12)).toEqual({ catgId: 'phones', pageInfo: { currentPage: 2, pageSize: 12 } });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });
});

describe('favourites toggle (F4.2)', () => {
  it('asks a visitor to sign in, adds or removes by state, waits while pending', () => {
    expect(favouriteIntent({ signedIn: false, isAdded: false, pending: false })).toEqual({ kind: 'signIn' });
    expect(favouriteIntent({ signedIn: true, isAdded: false, pending: false })).toEqual({ kind: 'add' });
    expect(favouriteIntent({ signedIn: true, isAdded: true, pending: false })).toEqual({ kind: 'remove' });
    expect(favouriteIntent({ signedIn: true, isAdded: true, pending: true })).toEqual({ kind: 'wait' });
  });

  it('keeps a visitor’s heart through sign-in and completes it on the page it was pressed on only', () => {
    const pending = { productId: 'P-BUDS', productName: 'Nimbus Buds', pathname: '/shop/product/P-BUDS' };
    expect(readPendingFavourite(JSON.stringify(pending))).toEqual(pending);
    for (const text of [null, '', 'not json', '[]', '{"productId":""}', '{"productId":"P","productName":"N"}', 'null']) {
      expect(readPendingFavourite(text)).toBeUndefined();
    }
    expect(pendingFavouriteAction(pending, { signedIn: true, pathname: '/shop/product/P-BUDS' })).toBe('add');
    expect(pendingFavouriteAction(pending, { signedIn: true, pathname: '/myProfile' })).toBe('forget');
    expect(pendingFavouriteAction(pending, { signedIn: false, pathname: '/shop/product/P-BUDS' })).toBe('none');
    expect(pendingFavouriteAction(undefined, { signedIn: true, pathname: '/shop/product/P-BUDS' })).toBe('none');
  });
});

describe('price display (F4.1)', () => {
  it('writes USD with the kernel money format and tells a "from" price', () => {
    expect(formatShopPrice(1199)).toBe('$1,199.00');
    expect(productPriceParts({ priceFrom: 699, priceTo: 799 })).toEqual({ amount: 699, from: true });
    expect(productPriceParts({ priceFrom: 5, priceTo: 5 })).toEqual({ amount: 5, from: false });
  });
});

describe('F4.1 the shop is browsable by a visitor; sign-in returns to where they were', () => {
  it('every shop page is a shop path; other pages and look-alikes are not', () => {
    for (const path of ['/shop', '/shop/products', '/shop/product/P-X12', '/shop/favourites', '/shop/cart', '/shop/checkout']) {
      expect(isShopPath(path)).toBe(true);
    }
    for (const path of ['/shopLocator', '/shops', '/myProfile', '/', '/h5/shopLocator']) expect(isShopPath(path)).toBe(false);
  });

  it('the sign-in link of a shop page carries the page with its query as redirect', () => {
    expect(shopSignInHref({ pathname: '/shop/product/P-X12', search: '?sku=P-X12-2' })).toBe(
      '/signIn?redirect=%2Fshop%2Fproduct%2FP-X12%3Fsku%3DP-X12-2',
    );
    expect(shopSignInHref({ pathname: ShopRoute.checkout, search: '' })).toBe('/signIn?redirect=%2Fshop%2Fcheckout');
    expect(ShopRoute.product('P X')).toBe('/shop/product/P%20X');
  });

  it('F4.2, F4.3 the header offers favourites and cart to individuals and visitors, not to a corporate account', () => {
    expect(offersShop('INDIVIDUAL')).toBe(true);
    expect(offersShop(undefined)).toBe(true);
    expect(offersShop('CORPORATE')).toBe(false);
  });
});
