import { queryOptions } from '@tanstack/react-query';
import {
  shopCatalogueKeys,
  shopFavouriteKeys,
  type ProductListQuery,
} from '@gaia/domain';
import { createShopCatalogueApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';
import { tokenStore } from '../../../app/browserStorage';

/** For queries (their failures reach the error catalogue as the query's). */
const readApi = createShopCatalogueApi(readHttp);
/** For changes (favourite add and remove run as mutations). */
export const catalogueApi = createShopCatalogueApi(http);

/** Whether a session token is kept (favourites need one; the catalogue itself does not). */
export function hasSession(): boolean {
  return Boolean(tokenStore.get());
}

/** The shop's floors (banners, featured products) in the interface language. */
export const floorsQuery = (locale: string) =>
  queryOptions({ queryKey: shopCatalogueKeys.floors(locale), queryFn: () => readApi.floors(), staleTime: 5 * 60_000 });

/** The categories with their product counts. */
export const categoriesQuery = (locale: string) =>
  queryOptions({ queryKey: shopCatalogueKeys.categories(locale), queryFn: () => readApi.categories(), staleTime: 5 * 60_000 });

/** The offers in groups (data bundles, plans, device bundles). */
export const offerGroupsQuery = (locale: string) =>
  queryOptions({ queryKey: shopCatalogueKeys.offerGroups(locale), queryFn: () => readApi.offerGroups(), staleTime: 5 * 60_000 });

/** A page of the product list for a query. */
export const productListQuery = (query: ProductListQuery, locale: string) =>
  queryOptions({
    queryKey: shopCatalogueKeys.list({
      locale,
      catgId: query.catgId,
      brand: query.brand,
      sort: query.sort,
      page: query.pageInfo.currentPage,
      size: query.pageInfo.pageSize,
    }),
    queryFn: () => readApi.products(query),
    // The answer asked as the page's code arrived (ProductListPage) is not asked again as it mounts.
    staleTime: 30_000,
  });

/** A product's detail with its SKUs. */
export const productQuery = (productId: string, locale: string) =>
  queryOptions({ queryKey: shopCatalogueKeys.product(productId, locale), queryFn: () => readApi.product(productId), retry: false });

/** Whether the product is a favourite of the signed-in customer. */
export const isFavouriteQuery = (productId: string) =>
  queryOptions({ queryKey: shopFavouriteKeys.isAdded(productId), queryFn: () => readApi.isFavourite(productId) });

/** The signed-in customer's number of favourites. */
export const favouriteCountQuery = queryOptions({ queryKey: shopFavouriteKeys.count(), queryFn: () => readApi.favouriteCount() });

/** The favourites page size. */
export const FAVOURITES_PAGE_SIZE = 24;

/** A page of the signed-in customer's favourites. */
export const favouritesQuery = (page: number, locale: string) =>
  queryOptions({
    queryKey: shopFavouriteKeys.list({ page, locale }),
    queryFn: () => readApi.favourites({ currentPage: page, pageSize: FAVOURITES_PAGE_SIZE }),
  });
