import type { HttpClient } from '../../kernel/http/createHttpClient';
import { toWireLatLng, type LatLng } from '../map/latLng';
import { CITY_ADDRESS_LEVEL, type ShopInventory, type StdAddress, type WireStore } from './model';

/**
 * Paths of the shop locator's calls (spec 03 §7). The spec names qryShopList, qryStoreByAddrId and
 * qryStdAddrList without paths; ours sit beside the named /ecare/busiHall/list (see README.md).
 */
export const ShopLocatorPath = {
  /** qryShopList (tag, coordinates): shops near a point, nearest first; all shops without one. */
  shopList: '/ecare/busiHall/qryShopList',
  /** qryStoreByAddrId (stdAddrId, tag, anchorPointCoordinates): the shops of a city. */
  storesByAddress: '/ecare/busiHall/qryStoreByAddrId',
  /** qryStdAddrList (addrLevelId): standard addresses of one level (3: cities). */
  stdAddrList: '/ecare/common/stdAddr/qryStdAddrList',
  /** Every shop (spec 03 §7 /ecare/busiHall/list). */
  busiHallList: '/ecare/busiHall/list',
  /** Stock per SKU of one shop (spec 03 §7, businessHallId and skuList). */
  inventory: '/ecare/shop/businessHall/inventory',
} as const;

/** The shop locator's calls (F3.18). */
export function createShopLocatorApi(http: HttpClient) {
  return {
    /** Shops near `point` (nearest first), or every shop of the tag when no point is given. */
    shopList: (tag: string | undefined, point?: LatLng) =>
      http.call<WireStore[]>({
        path: ShopLocatorPath.shopList,
        data: { ...(tag ? { tag } : {}), ...(point ? { coordinates: toWireLatLng(point) } : {}) },
      }),
    /** The shops of a standard address (a city), nearest the anchor point first when given. */
    storesByAddress: (stdAddrId: string, tag: string | undefined, anchor?: LatLng) =>
      http.call<WireStore[]>({
        path: ShopLocatorPath.storesByAddress,
        data: {
          stdAddrId,
          ...(tag ? { tag } : {}),
          ...(anchor ? { anchorPointCoordinates: toWireLatLng(anchor) } : {}),
        },
      }),
    /** Standard addresses of a level; the cities by default (spec 03 §9: level 3). */
    stdAddrList: (addrLevelId: number = CITY_ADDRESS_LEVEL) =>
      http.call<StdAddress[]>({ path: ShopLocatorPath.stdAddrList, data: { addrLevelId } }),
    /** Every shop, optionally of one tag. */
    busiHallList: (tag?: string) =>
      http.call<WireStore[]>({ path: ShopLocatorPath.busiHallList, data: tag ? { tag } : {} }),
    /** The stock state of each SKU in one shop. */
    inventory: (businessHallId: string, skuList: readonly string[]) =>
      http.call<ShopInventory>({
        path: ShopLocatorPath.inventory,
        data: { businessHallId, skuList: [...skuList] },
      }),
  };
}

export type ShopLocatorApi = ReturnType<typeof createShopLocatorApi>;
