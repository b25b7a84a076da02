/**
 * The shop catalogue's wire model (F4.1, F4.2; spec 03 §7 "Shop and cart catalogue"). The documents
 * name the calls but not their shapes: these shapes are ours, recorded in docs/adr/0024-online-shop.md.
 * Prices are numbers in the catalogue's currency (USD), always the server's.
 */

/** The catalogue's categories. */
export const ShopCategory = {
  phones: 'phones',
  sims: 'sims',
  routers: 'routers',
  accessories: 'accessories',
  bundles: 'bundles',
} as const;
export type ShopCategoryId = (typeof ShopCategory)[keyof typeof ShopCategory];

/** The catalogue's currency: ISO code and the symbol shown before amounts. */
export const SHOP_CURRENCY = { code: 'USD', symbol: '$' } as const;

/** How much of a SKU (or a product, over its SKUs) can be bought for delivery. */
export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock';

/** A SKU's attribute values by attribute code: { colour: 'midnight', storage: '256' }. */
export type SkuAttrs = Readonly<Record<string, string>>;

/** One sellable variant of a product. */
export interface ShopSku {
  skuId: string;
  productId: string;
  /** The SKU's full name in the request's language ("Aurora X12 Midnight 256 GB"). */
  name: string;
  attrs: SkuAttrs;
  /** Unit price in USD. */
  price: number;
  /** Image path served by the sandbox (/ecare/shop/image/<file>.svg). */
  image: string;
  /** Units available for delivery (the online warehouse); shops have their own stock. */
  stock: number;
  stockStatus: StockStatus;
}

/** One value of a product attribute, named in the request's language. */
export interface ShopAttrValue {
  valueCode: string;
  valueName: string;
  /** CSS colour of a colour swatch (colour attributes only). */
  swatch?: string;
}

/** An attribute the product's SKUs vary by (colour, storage, SIM type …), values in display order. */
export interface ShopAttribute {
  attrCode: string;
  attrName: string;
  values: ShopAttrValue[];
}

/** A product as lists show it. */
export interface ProductSummary {
  productId: string;
  productName: string;
  brand: string;
  catgId: ShopCategoryId;
  image: string;
  /** The lowest SKU price. */
  priceFrom: number;
  /** The highest SKU price (equal to priceFrom when every SKU costs the same). */
  priceTo: number;
  stockStatus: StockStatus;
  skuCount: number;
}

/** A product's detail: its SKUs with their attributes, images and stock. */
export interface ProductDetail extends ProductSummary {
  description: string;
  images: string[];
  attributes: ShopAttribute[];
  skuList: ShopSku[];
}

/** A category of /ecare/shop/catg/list. */
export interface ShopCategoryEntry {
  catgId: ShopCategoryId;
  catgName: string;
  productCount: number;
}

/** Sort orders of the product list. */
export const ProductSort = {
  priceAsc: 'priceAsc',
  priceDesc: 'priceDesc',
  name: 'name',
} as const;
export type ProductSortId = (typeof ProductSort)[keyof typeof ProductSort];

/** The product list's page size (the documents give none). */
export const PRODUCT_PAGE_SIZE = 12;
/** The largest page size the list accepts. */
export const PRODUCT_PAGE_SIZE_MAX = 50;

/** Paging of a list answer. */
export interface ShopPageInfo {
  currentPage: number;
  pageSize: number;
  total: number;
}

/** The product list's query (POST /ecare/shop/product/list). */
export interface ProductListQuery {
  catgId?: ShopCategoryId;
  brand?: string;
  sort?: ProductSortId;
  pageInfo: { currentPage: number; pageSize: number };
}

/** The product list's answer: a page, and the brands of the chosen category for the brand filter. */
export interface ProductListResult {
  productList: ProductSummary[];
  brandList: string[];
  pageInfo: ShopPageInfo;
}

/** A banner of a shop floor. */
export interface ShopBanner {
  adId: string;
  title: string;
  subtitle: string;
  image: string;
  /** Where the banner leads inside the portal (/shop/products?category=… or /shop/product/…). */
  link: string;
}

/** A floor of /ecare/ads/floorList?pageCode=SHOPPING: banners or a row of featured products. */
export type ShopFloor =
  | { floorId: string; floorType: 'banner'; title: string; banners: ShopBanner[] }
  | { floorId: string; floorType: 'products'; title: string; products: ProductSummary[] };

/** An offer of /ecare/ceeOffer/list (plans and data bundles sold with SIMs). */
export interface CeeOffer {
  offerId: string;
  offerName: string;
  description: string;
  /** Price in USD for one validity period. */
  price: number;
  /** Validity in days. */
  validityDays: number;
  /** The device bundle this offer is part of, if any (a product of the bundles category). */
  productId?: string;
}

/** A group of offers (/ecare/ceeOffer/group/list). */
export interface CeeOfferGroup {
  groupId: string;
  groupName: string;
  offers: CeeOffer[];
}

/** The largest number of favourites a customer keeps. */
export const FAVOURITES_MAX = 100;

/** The favourites page answer (POST /ecare/favorite/list). */
export interface FavouriteList {
  favoriteList: ProductSummary[];
  pageInfo: ShopPageInfo;
}
