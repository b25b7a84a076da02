import { queryOptions } from '@tanstack/react-query';
import {
  loadLocatorShops,
  loadShopStock,
  locatorKeys,
  SELECT_STORE_METHOD_PARAM,
  selectionModeOf,
  type SelectionMode,
  type ShopSource,
} from '@gaia/domain/stores';
import { createConfigApi, createShopLocatorApi } from '@gaia/domain/api';
import { readHttp } from '../../app/api';

/** The locator's calls: all reads, so their failures are the screen's to show (no toast). */
const locatorApi = createShopLocatorApi(readHttp);
const configApi = createConfigApi(readHttp);

/** Cities and shops do not change during a visit; stock may, so it is read again on each visit. */
const forTheVisit = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The selection mode from the configuration parameter selectStoreMethod (spec 03 §3), which the
 * operator's server serves; a failed read leaves the default (`both`), so it never fails.
 */
export const selectionModeQuery = queryOptions<SelectionMode>({
  queryKey: [...locatorKeys.all, 'mode'],
  queryFn: async () => {
    const params = await configApi.configParamList([SELECT_STORE_METHOD_PARAM]).catch(() => []);
    return selectionModeOf(params.find((p) => p.paramCode === SELECT_STORE_METHOD_PARAM)?.paramValue);
  },
  ...forTheVisit,
});

/** The city list (address level 3). */
export const citiesQuery = queryOptions({
  queryKey: locatorKeys.cities(),
  queryFn: () => locatorApi.stdAddrList(),
  ...forTheVisit,
});

/** The shops of a source: near a point (retrying without coordinates when none), or a city's. */
export function shopsQuery(source: ShopSource) {
  return queryOptions({
    queryKey: locatorKeys.shops(source),
    queryFn: () => loadLocatorShops(locatorApi, source),
    ...forTheVisit,
  });
}

/** Each listed shop's stock for the SKU list. */
export function stockQuery(orgIds: readonly string[], skuList: readonly string[]) {
  return queryOptions({
    queryKey: locatorKeys.stock(orgIds, skuList),
    queryFn: () => loadShopStock(locatorApi, orgIds, skuList),
  });
}
