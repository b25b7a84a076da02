import type { HttpClient, RequestConfig } from '../../kernel/http/createHttpClient';
import { areaKeys } from '../../kernel/http/queryKeys';
import type {
  CeeOffer,
  CeeOfferGroup,
  FavouriteList,
  ProductDetail,
  ProductListQuery,
  ProductListResult,
  ShopCategoryEntry,
  ShopFloor,
} from './catalogueModel';

/** Paths exactly as spec 03 §7 "Shop and cart catalogue" lists them (the image path is ours). */
export const ShopCataloguePath = {
  floorList: '/ecare/ads/floorList',
  catgList: '/ecare/shop/catg/list',
  productList: '/ecare/shop/product/list',
  productDetail: '/ecare/shop/product/detail',
  offerList: '/ecare/ceeOffer/list',
  offerGroupList: '/ecare/ceeOffer/group/list',
  favouriteIsAdded: '/ecare/favorite/isAdded',
  favouriteAdd: '/ecare/favorite/add',
  favouriteList: '/ecare/favorite/list',
  favouriteRemove: '/ecare/favorite/remove',
  favouriteCount: '/ecare/favorite/count',
  image: '/ecare/shop/image',
} as const;

/** The floors page code of the shop (spec 03 §7). */
export const SHOPPING_PAGE_CODE = 'SHOPPING';

/** Business codes of the catalogue's refusals (ours; the documents give none). */
export const ShopCatalogueResultCode = {
  productNotFound: '40404201',
  favouritesFull: '40904201',
} as const;

/** Query keys of the catalogue (per locale: names and prices come translated from the server). */
export const shopCatalogueKeys = {
  ...areaKeys('shopCatalogue'),
  floors: (locale: string) => ['shopCatalogue', 'floors', locale] as const,
  categories: (locale: string) => ['shopCatalogue', 'categories', locale] as const,
  offers: (locale: string) => ['shopCatalogue', 'offers', locale] as const,
  offerGroups: (locale: string) => ['shopCatalogue', 'offerGroups', locale] as const,
  product: (productId: string, locale: string) => ['shopCatalogue', 'detail', productId, locale] as const,
};

/** Query keys of the signed-in customer's favourites. */
export const shopFavouriteKeys = {
  ...areaKeys('shopFavourites'),
  isAdded: (productId: string) => ['shopFavourites', 'isAdded', productId] as const,
  count: () => ['shopFavourites', 'count'] as const,
};

/**
 * POST …/shop/product/list {catgId?, brand?, sort?, pageInfo} → a page and the brands: the call
 * itself, for whoever sends it ahead of the API (a page's inline script, ahead of the app).
 */
export function productListCall(query: ProductListQuery): RequestConfig {
  return { path: ShopCataloguePath.productList, data: query };
}

/** The shop catalogue and favourites calls (F4.1, F4.2). */
export function createShopCatalogueApi(http: HttpClient) {
  return {
    /** GET …/ads/floorList?pageCode=SHOPPING → the shop's floors (banners, featured products). */
    floors: () =>
      http.call<ShopFloor[]>({ method: 'GET', path: ShopCataloguePath.floorList, params: { pageCode: SHOPPING_PAGE_CODE } }),
    /** POST …/shop/catg/list → the categories with their product counts. */
    categories: () => http.call<ShopCategoryEntry[]>({ path: ShopCataloguePath.catgList, data: {} }),
    /** POST …/shop/product/list {catgId?, brand?, sort?, pageInfo} → a page and the brands. */
    products: (query: ProductListQuery) => http.call<ProductListResult>(productListCall(query)),
    /** POST …/shop/product/detail {productId} → SKUs with attributes, images, prices and stock. */
    product: (productId: string) =>
      http.call<ProductDetail>({ path: ShopCataloguePath.productDetail, data: { productId } }),
    /** POST /ecare/ceeOffer/list → the offers sold with SIMs and bundles. */
    offers: () => http.call<CeeOffer[]>({ path: ShopCataloguePath.offerList, data: {} }),
    /** POST /ecare/ceeOffer/group/list → the offers in groups. */
    offerGroups: () => http.call<CeeOfferGroup[]>({ path: ShopCataloguePath.offerGroupList, data: {} }),
    /** POST /ecare/favorite/isAdded {productId} → {isAdded}. */
    isFavourite: (productId: string) =>
      http.call<{ isAdded: boolean }>({ path: ShopCataloguePath.favouriteIsAdded, data: { productId } }),
    /** POST /ecare/favorite/add {productId}; adding one already there succeeds. */
    addFavourite: (productId: string) =>
      http.call<{ count: number }>({ path: ShopCataloguePath.favouriteAdd, data: { productId } }),
    /** POST /ecare/favorite/remove {productIdList} → the count left. */
    removeFavourites: (productIdList: readonly string[]) =>
      http.call<{ count: number }>({ path: ShopCataloguePath.favouriteRemove, data: { productIdList } }),
    /** POST /ecare/favorite/list {pageInfo} → the favourite products, newest first. */
    favourites: (pageInfo: { currentPage: number; pageSize: number }) =>
      http.call<FavouriteList>({ path: ShopCataloguePath.favouriteList, data: { pageInfo } }),
    /** GET /ecare/favorite/count → {count}. */
    favouriteCount: () => http.call<{ count: number }>({ method: 'GET', path: ShopCataloguePath.favouriteCount }),
  };
}

export type ShopCatalogueApi = ReturnType<typeof createShopCatalogueApi>;
