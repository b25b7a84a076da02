import { describe, expect, it } from 'vitest';
import {
  ShopCatalogueResultCode,
  ShopCataloguePath,
  type CeeOffer,
  type CeeOfferGroup,
  type FavouriteList,
  type ProductDetail,
  type ProductListResult,
  type ShopCategoryEntry,
  type ShopFloor,
} from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

function sessionOf(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

describe('shop catalogue calls (F4.1, spec 03 §7)', () => {
  it('answers the SHOPPING floors with banners and featured products, none for another page, 400 without a page code', async () => {
    const sbx = await createTestSandbox();
    const floors = (await sbx.get<ShopFloor[]>(`${ShopCataloguePath.floorList}?pageCode=SHOPPING`)).body.data!;
    expect(floors.map((floor) => floor.floorType)).toEqual(['banner', 'products']);
    const featured = floors[1]!;
    expect(featured.floorType === 'products' && featured.products.map((product) => product.productId)).toContain('P-X12');
    expect((await sbx.get<ShopFloor[]>(`${ShopCataloguePath.floorList}?pageCode=HOME`)).body.data).toEqual([]);
    expect((await sbx.get(ShopCataloguePath.floorList)).status).toBe(400);
  });

  it('lists the categories with their product counts, named in the request language', async () => {
    const sbx = await createTestSandbox();
    const english = (await sbx.post<ShopCategoryEntry[]>(ShopCataloguePath.catgList, {})).body.data!;
    expect(english).toContainEqual({ catgId: 'phones', catgName: 'Phones', productCount: 6 });
    const arabic = (await sbx.post<ShopCategoryEntry[]>(ShopCataloguePath.catgList, {}, { locale: 'ar' })).body.data!;
    expect(arabic[0]!.catgName).toBe('الهواتف');
    expect((await sbx.post(ShopCataloguePath.catgList, '{oops')).status).toBe(400);
  });

  it('filters, sorts and pages the product list and gives the brands of the category', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<ProductListResult>(ShopCataloguePath.productList, {
      catgId: 'phones',
      sort: 'priceDesc',
      pageInfo: { currentPage: 1, pageSize: 4 },
    });
    const data = answer.body.data!;
    expect(data.pageInfo).toEqual({ currentPage: 1, pageSize: 4, total: 6 });
    expect(data.productList.map((product) => product.productId)).toEqual(['P-KFOLD', 'P-X12PRO', 'P-X12', 'P-N9']);
    expect(data.brandList).toEqual(['Aurora', 'Kestrel', 'Nimbus']);
    expect(data.productList[0]).toMatchObject({ priceFrom: 1799, priceTo: 1799, stockStatus: 'outOfStock', skuCount: 1 });
    const second = await sbx.post<ProductListResult>(ShopCataloguePath.productList, { catgId: 'phones', brand: 'Aurora', pageInfo: { currentPage: 2, pageSize: 1 } });
    expect(second.body.data!.productList.map((product) => product.productId)).toEqual(['P-X12PRO']);
  });

  it('refuses a malformed list query with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    for (const body of [{ catgId: 'cars' }, { sort: 'cheapest' }, { brand: 7 }, { pageInfo: { currentPage: 0 } }, { pageInfo: { pageSize: 500 } }, '[]']) {
      const answer = await sbx.post(ShopCataloguePath.productList, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('40000001');
    }
  });

  it('gives a product detail with attributes in use, SKUs with price and stock, and refuses an unknown product', async () => {
    const sbx = await createTestSandbox();
    const detail = (await sbx.post<ProductDetail>(ShopCataloguePath.productDetail, { productId: 'P-X12PRO' })).body.data!;
    expect(detail.attributes.map((attribute) => [attribute.attrCode, attribute.values.map((value) => value.valueCode)])).toEqual([
      ['colour', ['graphite', 'blue']],
      ['storage', ['256', '512']],
    ]);
    expect(detail.attributes[0]!.values[1]).toEqual({ valueCode: 'blue', valueName: 'Blue', swatch: '#2563eb' });
    expect(detail.skuList).toHaveLength(3);
    expect(detail.skuList[1]).toMatchObject({ skuId: 'P-X12PRO-2', price: 1199, stock: 3, stockStatus: 'lowStock' });
    expect(detail.images).toEqual(['/ecare/shop/image/phone-graphite.svg', '/ecare/shop/image/phone-blue.svg']);
    const missing = await sbx.post(ShopCataloguePath.productDetail, { productId: 'P-NONE' });
    expect(missing.body).toMatchObject({ code: ShopCatalogueResultCode.productNotFound, resultMsg: 'This product is no longer in the shop.' });
    expect((await sbx.post(ShopCataloguePath.productDetail, { productId: 5 })).status).toBe(400);
  });

  it('lists offers and offer groups (bundles link their product)', async () => {
    const sbx = await createTestSandbox();
    const offers = (await sbx.post<CeeOffer[]>(ShopCataloguePath.offerList, { groupId: 'devices' })).body.data!;
    expect(offers.map((offer) => offer.productId)).toEqual(['P-BSTART', 'P-BHOME']);
    const groups = (await sbx.post<CeeOfferGroup[]>(ShopCataloguePath.offerGroupList, {})).body.data!;
    expect(groups.map((group) => group.groupName)).toEqual(['Data bundles', 'Monthly plans', 'Device bundles']);
    expect((await sbx.post(ShopCataloguePath.offerList, { groupId: 'toys' })).status).toBe(400);
  });

  it('serves the drawn images and refuses any other file name', async () => {
    const sbx = await createTestSandbox();
    const image = await sbx.app.fetch(new Request(`http://sandbox${ShopCataloguePath.image}/phone-blue.svg`));
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    for (const file of ['..%2Fseed.ts', 'phone.png', 'PHONE.svg']) {
      const answer = await sbx.app.fetch(new Request(`http://sandbox${ShopCataloguePath.image}/${file}`));
      expect(answer.status).toBe(400);
    }
    expect((await sbx.app.fetch(new Request(`http://sandbox${ShopCataloguePath.image}/unicorn.svg`))).status).toBe(404);
  });
});

describe('favourites (F4.2, spec 03 §7)', () => {
  it('needs a session: 401 envelope without one', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get(ShopCataloguePath.favouriteCount)).status).toBe(401);
    const answer = await sbx.post(ShopCataloguePath.favouriteAdd, { productId: 'P-X12' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('401');
  });

  it('adds, tells whether added, counts, lists newest first and removes per customer', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx);
    expect((await sbx.post<{ isAdded: boolean }>(ShopCataloguePath.favouriteIsAdded, { productId: 'P-X12' }, session)).body.data).toEqual({ isAdded: false });
    await sbx.post(ShopCataloguePath.favouriteAdd, { productId: 'P-X12' }, session);
    sbx.clock.advance(1000);
    expect((await sbx.post(ShopCataloguePath.favouriteAdd, { productId: 'P-BUDS' }, session)).body.data).toEqual({ count: 2 });
    expect((await sbx.post<{ isAdded: boolean }>(ShopCataloguePath.favouriteIsAdded, { productId: 'P-X12' }, session)).body.data).toEqual({ isAdded: true });
    const list = (await sbx.post<FavouriteList>(ShopCataloguePath.favouriteList, {}, session)).body.data!;
    expect(list.favoriteList.map((product) => product.productId)).toEqual(['P-BUDS', 'P-X12']);
    expect((await sbx.get(ShopCataloguePath.favouriteCount, sessionOf(sbx, 'U-2001'))).body.data).toEqual({ count: 0 });
    expect((await sbx.post(ShopCataloguePath.favouriteRemove, { productIdList: ['P-X12'] }, session)).body.data).toEqual({ count: 1 });
    expect((await sbx.get(ShopCataloguePath.favouriteCount, session)).body.data).toEqual({ count: 1 });
  });

  it('refuses an unknown product and malformed bodies', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx);
    expect((await sbx.post(ShopCataloguePath.favouriteAdd, { productId: 'P-NONE' }, session)).body.code).toBe(ShopCatalogueResultCode.productNotFound);
    expect((await sbx.post(ShopCataloguePath.favouriteAdd, { productId: '' }, session)).status).toBe(400);
    expect((await sbx.post(ShopCataloguePath.favouriteRemove, { productIdList: [] }, session)).status).toBe(400);
    expect((await sbx.post(ShopCataloguePath.favouriteRemove, { productIdList: [3] }, session)).status).toBe(400);
    expect((await sbx.post(ShopCataloguePath.favouriteList, { pageInfo: 'one' }, session)).status).toBe(400);
  });
});
