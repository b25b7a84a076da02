import { SimType, type SimTypeCode } from '../../subscriptions/subscription';
import type { LocatorShop } from '../locator/model';
import type { PickupShop } from './model';

/*
 * Pickup at a shop (F3.19 step 5): the shop is chosen with the shop locator (F3.18), which lists the
 * shops that hand orders over and lets only one with the SIM in stock be confirmed.
 */

/** The locator's tag of shops that hand orders over (the operator's shop tags: PICKUP, SALES, SERVICE). */
export const PICKUP_SHOP_TAG = 'PICKUP';

/**
 * The stock item each SIM type takes from the shop (ours: the documents name no SKUs). An eSIM has a
 * stock too: only a shop whose desk can print the activation QR code hands it over.
 */
export const SIM_STOCK_SKU: Readonly<Record<SimTypeCode, string>> = {
  [SimType.physical]: 'SKU-SIM',
  [SimType.eSim]: 'SKU-ESIM',
};

/** The SKU list the locator checks each shop's stock for; none before a SIM type is chosen. */
export function pickupSkuList(simType: SimTypeCode | undefined): string[] {
  return simType ? [SIM_STOCK_SKU[simType]] : [];
}

/** What the order keeps of the confirmed shop. */
export function pickupShopOf(shop: LocatorShop): PickupShop {
  return { orgId: shop.orgId, busiHallName: shop.name, ...(shop.address ? { address: shop.address } : {}) };
}
