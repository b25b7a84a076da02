import type { LatLng } from '../map/latLng';
import type { ShopLocatorApi } from './locatorCalls';
import { shopStockState, toLocatorShop } from './locatorRules';
import type { LocatorShop, ShopScope, StockState } from './model';

/** The calls the flows need (a fake in tests). */
export type LocatorShopCalls = Pick<ShopLocatorApi, 'shopList' | 'storesByAddress' | 'inventory'>;

/** Which shops to list: a city's, or those near a point. */
export type ShopSource =
  | { kind: 'near'; point: LatLng; tag?: string }
  | { kind: 'city'; stdAddrId: string; anchor?: LatLng; tag?: string };

/** The listed shops and where they came from (`all` when none was near the point). */
export interface LoadedShops {
  shops: LocatorShop[];
  scope: ShopScope;
}

/**
 * Loads the shops to list (spec 03 §4): a city's shops; or the shops near the point and, when none
 * is near, every shop (the call again without coordinates).
 */
export async function loadLocatorShops(api: LocatorShopCalls, source: ShopSource): Promise<LoadedShops> {
  if (source.kind === 'city') {
    const stores = await api.storesByAddress(source.stdAddrId, source.tag, source.anchor);
    return { shops: (stores ?? []).map(toLocatorShop), scope: 'city' };
  }
  const near = (await api.shopList(source.tag, source.point)) ?? [];
  if (near.length > 0) return { shops: near.map(toLocatorShop), scope: 'near' };
  const all = (await api.shopList(source.tag)) ?? [];
  return { shops: all.map(toLocatorShop), scope: 'all' };
}

/**
 * Each shop's stock for the SKU list (spec 03 §4), by orgId: I when any SKU is out of stock. No SKU
 * asked, no call: the shops then carry no stock and every one may be chosen.
 */
export async function loadShopStock(
  api: Pick<LocatorShopCalls, 'inventory'>,
  orgIds: readonly string[],
  skuList: readonly string[],
): Promise<Record<string, StockState>> {
  if (skuList.length === 0 || orgIds.length === 0) return {};
  const answers = await Promise.all(
    orgIds.map(async (orgId) => [orgId, await api.inventory(orgId, skuList)] as const),
  );
  return Object.fromEntries(
    answers.map(([orgId, inventory]) => [orgId, shopStockState(inventory?.skuStockList ?? [])]),
  );
}
