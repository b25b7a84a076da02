import { Hono, type Context } from 'hono';
import {
  FAVOURITES_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  ProductSort,
  SHOPPING_PAGE_CODE,
  ShopCategory,
  ShopCatalogueResultCode,
  ShopCataloguePath,
  type CeeOffer,
  type CeeOfferGroup,
  type ProductDetail,
  type ProductSortId,
  type ProductSummary,
  type ShopCategoryId,
  type ShopFloor,
  type ShopSku,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { stockStatusOf, type CatalogueProductRecord, type CatalogueSkuRecord } from '../store/catalogue';
import { ATTRIBUTE_NAMES, SHOP_IMAGE_PATH, VALUE_NAMES, type Bilingual } from '../store/catalogueData';
import { OFFERS, type OfferRecord } from '../store/catalogueOffers';
import { badRequest, fail, localeOf, ok, readJsonObject, stringField, translatorFor } from '../envelope';
import { withCustomer, withBody } from './guards';
import { readPackagedAsset } from './packagedAssets';

/** An image file name: lower-case words and dashes, .svg — nothing that could leave the folder. */
const IMAGE_FILE = /^[a-z0-9][a-z0-9-]{0,47}\.svg$/;
const BRAND_MAX_LENGTH = 40;
const PRODUCT_ID_MAX_LENGTH = 40;
const CATEGORIES = Object.values(ShopCategory) as ShopCategoryId[];
const SORTS = Object.values(ProductSort) as ProductSortId[];

/** Whose favourites: the customer's current customer id, else the user id (a user without a customer yet). */
function ownerOf(customer: SandboxCustomer): string {
  return customer.user.currentCustId ?? customer.user.userId;
}

/** The words of the request's language. */
function wordsOf(c: Context): (text: Bilingual) => string {
  const locale = localeOf(c);
  return (text) => (locale === 'ar' ? text.ar : text.en);
}

/** A page number or size from a body: a whole number within bounds, the fallback when absent, else undefined. */
function wholeNumber(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** {currentPage, pageSize} of a body (both optional), else undefined when malformed. */
function pageInfoOf(body: Record<string, unknown>): { currentPage: number; pageSize: number } | undefined {
  const raw = body.pageInfo ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const info = raw as Record<string, unknown>;
  const currentPage = wholeNumber(info.currentPage, 1, 1, 10_000);
  const pageSize = wholeNumber(info.pageSize, PRODUCT_PAGE_SIZE, 1, PRODUCT_PAGE_SIZE_MAX);
  return currentPage === undefined || pageSize === undefined ? undefined : { currentPage, pageSize };
}

/** An optional string field that, when present, must be one of `allowed`. */
function optionalChoice<T extends string>(body: Record<string, unknown>, name: string, allowed: readonly T[]): T | null | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A product id field: a short non-empty string, else undefined. */
function productIdOf(body: Record<string, unknown>): string | undefined {
  const productId = stringField(body, 'productId')?.trim();
  return productId && productId.length <= PRODUCT_ID_MAX_LENGTH ? productId : undefined;
}

/** The shop catalogue on the wire (F4.1, F4.2): names in the request's language, prices in USD. */
function wire(c: Context, store: SandboxStore) {
  const words = wordsOf(c);
  const book = store.catalogue;
  const summary = (product: CatalogueProductRecord): ProductSummary => {
    const skus = book.skusOf(product.productId);
    const range = book.priceRange(product.productId);
    return {
      productId: product.productId,
      productName: words(product.name),
      brand: product.brand,
      catgId: product.catgId,
      image: skus[0]?.image ?? '',
      priceFrom: range.from,
      priceTo: range.to,
      stockStatus: book.productStock(product.productId),
      skuCount: skus.length,
    };
  };
  const sku = (record: CatalogueSkuRecord): ShopSku => ({
    skuId: record.skuId,
    productId: record.productId,
    name: localeOf(c) === 'ar' ? record.nameAr : record.name,
    attrs: { ...record.attrs },
    price: record.price,
    image: record.image,
    stock: record.stock,
    stockStatus: stockStatusOf(record.stock),
  });
  const detail = (product: CatalogueProductRecord): ProductDetail => {
    const skus = book.skusOf(product.productId);
    return {
      ...summary(product),
      description: words(product.description),
      images: [...new Set(skus.map((record) => record.image))],
      // Values in the order the SKUs first use them.
      attributes: product.attrCodes.map((attrCode) => ({
        attrCode,
        attrName: words(ATTRIBUTE_NAMES[attrCode] ?? { en: attrCode, ar: attrCode }),
        values: [...new Set(skus.map((record) => record.attrs[attrCode] ?? ''))].map((valueCode) => {
          const named = VALUE_NAMES[valueCode];
          return { valueCode, valueName: named ? words(named) : valueCode, ...(named?.swatch ? { swatch: named.swatch } : {}) };
        }),
      })),
      skuList: skus.map(sku),
    };
  };
  const offer = (record: OfferRecord): CeeOffer => ({
    offerId: record.offerId,
    offerName: words(record.name),
    description: words(record.description),
    price: record.price,
    validityDays: record.validityDays,
    ...(record.productId ? { productId: record.productId } : {}),
  });
  return { summary, detail, offer, words };
}

/**
 * The shop catalogue (spec 03 §7 "Shop and cart catalogue"; F4.1, F4.2; shapes in ADR 0024):
 * - GET /ecare/ads/floorList?pageCode=SHOPPING → [{floorId, floorType banner|products, title, banners|products}];
 * - POST /ecare/shop/catg/list → [{catgId, catgName, productCount}];
 * - POST /ecare/shop/product/list {catgId?, brand?, sort? priceAsc|priceDesc|name, pageInfo?} → {productList, brandList, pageInfo};
 * - POST /ecare/shop/product/detail {productId} → the product with attributes and SKUs (40404201 unknown);
 * - POST /ecare/ceeOffer/list {groupId?} and /ecare/ceeOffer/group/list → offers, and offers in groups;
 * - favourites of the signed-in customer (401 without a session): POST /ecare/favorite/isAdded, add
 *   (40904201 beyond FAVOURITES_MAX), list, remove {productIdList}; GET /ecare/favorite/count;
 * - GET /ecare/shop/image/:file → a drawn SVG of packages/sandbox/assets/shop.
 * Malformed bodies answer 400 with the envelope.
 */
export function catalogueRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.catalogue;

  app.get(ShopCataloguePath.floorList, (c) => {
    const pageCode = c.req.query('pageCode');
    if (!pageCode) return badRequest(c);
    // Floors exist for the shop only; other pages have none in the sandbox.
    if (pageCode !== SHOPPING_PAGE_CODE) return ok(c, []);
    const t = translatorFor(c);
    const { summary } = wire(c, store);
    const floors: ShopFloor[] = [
      {
        floorId: 'F-BANNERS',
        floorType: 'banner',
        title: t('gaia_shop_floor_banners'),
        banners: [
          {
            adId: 'AD-X12',
            title: t('gaia_shop_banner_phones_title'),
            subtitle: t('gaia_shop_banner_phones_text'),
            image: `${SHOP_IMAGE_PATH}banner-phones.svg`,
            link: '/shop/product/P-X12',
          },
          {
            adId: 'AD-HOME',
            title: t('gaia_shop_banner_home_title'),
            subtitle: t('gaia_shop_banner_home_text'),
            image: `${SHOP_IMAGE_PATH}banner-home.svg`,
            link: '/shop/products?category=routers',
          },
        ],
      },
      { floorId: 'F-FEATURED', floorType: 'products', title: t('gaia_shop_floor_featured'), products: book.featured().map(summary) },
    ];
    return ok(c, floors);
  });

  app.post(ShopCataloguePath.catgList, async (c) => {
    if (!(await readJsonObject(c))) return badRequest(c);
    const t = translatorFor(c);
    return ok(
      c,
      CATEGORIES.map((catgId) => ({ catgId, catgName: t(`gaia_shop_category_${catgId}`), productCount: book.list({ catgId }).length })),
    );
  });

  app.post(ShopCataloguePath.productList, withBody((c, body) => {
    const catgId = optionalChoice(body, 'catgId', CATEGORIES);
    const sort = optionalChoice(body, 'sort', SORTS);
    const brand = body.brand === undefined || body.brand === null || body.brand === '' ? null : stringField(body, 'brand');
    const pageInfo = pageInfoOf(body);
    if (catgId === undefined || sort === undefined || brand === undefined || (brand?.length ?? 0) > BRAND_MAX_LENGTH || !pageInfo) {
      return badRequest(c);
    }
    const { summary, words } = wire(c, store);
    const all = book.list({
      catgId: catgId ?? undefined,
      brand: brand ?? undefined,
      sort: sort ?? undefined,
      nameOf: (product) => words(product.name),
      locale: localeOf(c),
    });
    const start = (pageInfo.currentPage - 1) * pageInfo.pageSize;
    return ok(c, {
      productList: all.slice(start, start + pageInfo.pageSize).map(summary),
      brandList: book.brands(catgId ?? undefined),
      pageInfo: { ...pageInfo, total: all.length },
    });
  }));

  app.post(ShopCataloguePath.productDetail, async (c) => {
    const body = await readJsonObject(c);
    const productId = body && productIdOf(body);
    if (!productId) return badRequest(c);
    const product = book.product(productId);
    if (!product) return fail(c, ShopCatalogueResultCode.productNotFound, 'gaia_shop_product_not_found');
    return ok(c, wire(c, store).detail(product));
  });

  app.post(ShopCataloguePath.offerList, withBody((c, body) => {
    const groupId = optionalChoice(body, 'groupId', ['data', 'plans', 'devices'] as const);
    if (groupId === undefined) return badRequest(c);
    const { offer } = wire(c, store);
    return ok(c, OFFERS.filter((record) => !groupId || record.groupId === groupId).map(offer));
  }));

  app.post(ShopCataloguePath.offerGroupList, async (c) => {
    if (!(await readJsonObject(c))) return badRequest(c);
    const t = translatorFor(c);
    const { offer } = wire(c, store);
    const groups: CeeOfferGroup[] = (['data', 'plans', 'devices'] as const).map((groupId) => ({
      groupId,
      groupName: t(`gaia_shop_offer_group_${groupId}`),
      offers: OFFERS.filter((record) => record.groupId === groupId).map(offer),
    }));
    return ok(c, groups);
  });

  app.post(ShopCataloguePath.favouriteIsAdded, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const productId = body && productIdOf(body);
    if (!productId) return badRequest(c);
    return ok(c, { isAdded: book.isFavourite(ownerOf(customer), productId) });
  }));

  app.post(ShopCataloguePath.favouriteAdd, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const productId = body && productIdOf(body);
    if (!productId) return badRequest(c);
    const custId = ownerOf(customer);
    const result = book.addFavourite(custId, productId);
    if (result === 'unknown') return fail(c, ShopCatalogueResultCode.productNotFound, 'gaia_shop_product_not_found');
    if (result === 'full') return fail(c, ShopCatalogueResultCode.favouritesFull, 'gaia_shop_favourites_full', 200, { max: FAVOURITES_MAX });
    return ok(c, { count: book.favouritesOf(custId).length });
  }));

  app.post(ShopCataloguePath.favouriteRemove, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const ids = body?.productIdList;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > FAVOURITES_MAX ||
      !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= PRODUCT_ID_MAX_LENGTH)
    ) {
      return badRequest(c);
    }
    const custId = ownerOf(customer);
    book.removeFavourites(custId, ids as string[]);
    return ok(c, { count: book.favouritesOf(custId).length });
  }));

  app.post(ShopCataloguePath.favouriteList, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const pageInfo = body && pageInfoOf(body);
    if (!pageInfo) return badRequest(c);
    const { summary } = wire(c, store);
    const products = book
      .favouritesOf(ownerOf(customer))
      .map((productId) => book.product(productId))
      .filter((product): product is CatalogueProductRecord => product !== undefined);
    const start = (pageInfo.currentPage - 1) * pageInfo.pageSize;
    return ok(c, {
      favoriteList: products.slice(start, start + pageInfo.pageSize).map(summary),
      pageInfo: { ...pageInfo, total: products.length },
    });
  }));

  app.get(ShopCataloguePath.favouriteCount, withCustomer(store, (c, customer) => {
    return ok(c, { count: book.favouritesOf(ownerOf(customer)).length });
  }));

  app.get(`${ShopCataloguePath.image}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!IMAGE_FILE.test(file)) return badRequest(c);
    const body = await readPackagedAsset('shop', file);
    if (!body) return fail(c, '404', 'gaia_shop_product_not_found', 404);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });
  });

  return app;
}
