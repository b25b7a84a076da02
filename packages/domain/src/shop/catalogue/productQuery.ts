import { isCodeOf } from '../../kernel/rules/codeTable';
import {
  PRODUCT_PAGE_SIZE,
  ProductSort,
  ShopCategory,
  type ProductListQuery,
  type ProductSortId,
  type ShopCategoryId,
} from './catalogueModel';

/** The product list's state as the URL keeps it: /shop/products?category=&brand=&sort=&page=. */
export interface ProductListUrlState {
  category?: ShopCategoryId;
  brand?: string;
  sort?: ProductSortId;
  /** From 1. */
  page: number;
}

const BRAND = /^[\p{L}\p{N} .&-]{1,40}$/u;
const MAX_PAGE = 10_000;

/** Reads the list's URL: unknown or malformed values are dropped (a shared link never breaks the page). */
export function readProductListUrl(search: URLSearchParams): ProductListUrlState {
  const category = search.get('category') ?? '';
  const brand = search.get('brand')?.trim() ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    ...(isCodeOf(ShopCategory, category) ? { category } : {}),
    ...(BRAND.test(brand) ? { brand } : {}),
    ...(isCodeOf(ProductSort, sort) ? { sort } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Writes the list's URL: only what differs from the defaults, so the plain list is /shop/products. */
export function writeProductListUrl(state: ProductListUrlState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.category) search.set('category', state.category);
  if (state.brand) search.set('brand', state.brand);
  if (state.sort) search.set('sort', state.sort);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/**
 * The state after one filter changes: a new category drops the brand (brands differ per category) and
 * any change but the page goes back to page 1.
 */
export function changeProductList(
  state: ProductListUrlState,
  change: Partial<ProductListUrlState>,
): ProductListUrlState {
  const next: ProductListUrlState = { ...state, ...change };
  if ('category' in change && change.category !== state.category) delete next.brand;
  if (!('page' in change)) next.page = 1;
  for (const key of ['category', 'brand', 'sort'] as const) if (!next[key]) delete next[key];
  return next;
}

/** The list call's query for a URL state. */
export function productListQuery(
  state: ProductListUrlState,
  pageSize = PRODUCT_PAGE_SIZE,
): ProductListQuery {
  return {
    ...(state.category ? { catgId: state.category } : {}),
    ...(state.brand ? { brand: state.brand } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    pageInfo: { currentPage: state.page, pageSize },
  };
}

/** How many pages a total makes (at least 1). */
export function pageCount(total: number, pageSize = PRODUCT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
