import type { OpeningPeriod, StdAddress, StockState } from '@gaia/domain';

/**
 * The sandbox's shops (business halls, spec 03 §3; F3.18) and the cities they sit in. Fixed data, so
 * every run answers the same. The demo city lies around the map's built-in centre 13.221147,32.902675
 * (spec 03 §9); the other towns are 30–40 km away, beyond the 15 km "near" radius, so a point in one
 * town never lists another's shops.
 */

/** A shop as the sandbox keeps it: the wire fields plus its city and the services it offers. */
export interface SandboxShop {
  orgId: string;
  busiHallName: string;
  address: string;
  contactPhone: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningPeriod[];
  /** stdAddrId of its city (address level 3). */
  cityId: string;
  /** What the shop offers; the locator's `tag` filters on it. */
  tags: readonly ShopTag[];
}

/** The services a shop offers (the `tag` of qryShopList and qryStoreByAddrId). */
export type ShopTag = 'SALES' | 'SERVICE' | 'PICKUP';

/** Cities (address level 3, spec 03 §9), with their centre as the anchor point. */
export const SHOP_CITIES: readonly StdAddress[] = [
  { stdAddrId: 'CITY-GAIA', stdAddr: 'Gaia City', addrLevelId: 3, coordinates: { latitude: 13.221147, longitude: 32.902675 } },
  { stdAddrId: 'CITY-RIVERSIDE', stdAddr: 'Riverside', addrLevelId: 3, coordinates: { latitude: 13.5, longitude: 32.95 } },
  { stdAddrId: 'CITY-NORTHGATE', stdAddr: 'Northgate', addrLevelId: 3, coordinates: { latitude: 13.54, longitude: 32.7 } },
  // A city without a shop: picking it shows the "no shops" state.
  { stdAddrId: 'CITY-PALMBAY', stdAddr: 'Palm Bay', addrLevelId: 3, coordinates: { latitude: 12.9, longitude: 33.2 } },
];

const WEEK_SAT_THU = [6, 0, 1, 2, 3, 4];
const standardHours: OpeningPeriod[] = [
  { weekdays: WEEK_SAT_THU, open: '09:00', close: '21:00' },
  { weekdays: [5], open: '14:00', close: '20:00' },
];
const mallHours: OpeningPeriod[] = [{ weekdays: [0, 1, 2, 3, 4, 5, 6], open: '10:00', close: '22:00' }];
const shortHours: OpeningPeriod[] = [{ weekdays: WEEK_SAT_THU, open: '08:00', close: '16:00' }];

const ALL: readonly ShopTag[] = ['SALES', 'SERVICE', 'PICKUP'];
const NO_PICKUP: readonly ShopTag[] = ['SALES', 'SERVICE'];

/** The dozen shops: eight in the demo city (nearest the centre first), two in each other town. */
export const SHOPS: readonly SandboxShop[] = [
  { orgId: 'BH-101', busiHallName: 'Gaia Central Hall', address: '1 Independence Square, Gaia City', contactPhone: '0211000101', latitude: 13.2215, longitude: 32.903, openingHours: standardHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-104', busiHallName: 'University Corner', address: '12 Campus Road, Gaia City', contactPhone: '0211000104', latitude: 13.2262, longitude: 32.9061, openingHours: shortHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-102', busiHallName: 'Market Square Shop', address: '45 Market Street, Gaia City', contactPhone: '0211000102', latitude: 13.2168, longitude: 32.8982, openingHours: standardHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-105', busiHallName: 'Harbour Front', address: '3 Quay Road, Gaia City', contactPhone: '0211000105', latitude: 13.2141, longitude: 32.9113, openingHours: standardHours, cityId: 'CITY-GAIA', tags: NO_PICKUP },
  { orgId: 'BH-103', busiHallName: 'Airport Road Hall', address: '210 Airport Road, Gaia City', contactPhone: '0211000103', latitude: 13.2321, longitude: 32.8904, openingHours: standardHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-106', busiHallName: 'East Gate', address: '77 East Gate Avenue, Gaia City', contactPhone: '0211000106', latitude: 13.2198, longitude: 32.9255, openingHours: shortHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-107', busiHallName: 'Al Noor Mall Kiosk', address: 'Al Noor Mall, level 1, Gaia City', contactPhone: '0211000107', latitude: 13.2402, longitude: 32.9176, openingHours: mallHours, cityId: 'CITY-GAIA', tags: NO_PICKUP },
  { orgId: 'BH-108', busiHallName: 'Old Town Hall', address: '9 Fort Lane, Gaia City', contactPhone: '0211000108', latitude: 13.2035, longitude: 32.8871, openingHours: standardHours, cityId: 'CITY-GAIA', tags: ALL },
  { orgId: 'BH-201', busiHallName: 'Riverside Main', address: '5 River Street, Riverside', contactPhone: '0212000201', latitude: 13.5011, longitude: 32.9512, openingHours: standardHours, cityId: 'CITY-RIVERSIDE', tags: ALL },
  { orgId: 'BH-202', busiHallName: 'Riverside Station', address: 'Station Road, Riverside', contactPhone: '0212000202', latitude: 13.4952, longitude: 32.9433, openingHours: shortHours, cityId: 'CITY-RIVERSIDE', tags: ALL },
  { orgId: 'BH-301', busiHallName: 'Northgate Plaza', address: '2 Plaza Way, Northgate', contactPhone: '0213000301', latitude: 13.5412, longitude: 32.7015, openingHours: mallHours, cityId: 'CITY-NORTHGATE', tags: ALL },
  { orgId: 'BH-302', busiHallName: 'Northgate North', address: '88 North Road, Northgate', contactPhone: '0213000302', latitude: 13.5533, longitude: 32.6958, openingHours: standardHours, cityId: 'CITY-NORTHGATE', tags: NO_PICKUP },
];

/**
 * Stock per SKU (spec 03 §3 storeInventoryInfo), a rule any SKU follows, so the shop screens can rely
 * on it before their catalogue exists. For shop `orgId` and SKU `sku`, the first that applies:
 * 1. an entry of `EXPLICIT_STOCK` below;
 * 2. a SKU ending in `-OOS` is out of stock everywhere;
 * 3. a SKU ending in `-LTD` (limited) is in stock at BH-101 Gaia Central Hall only;
 * 4. shops in `ALWAYS_OUT_OF_STOCK` (BH-104 University Corner near the centre, BH-202 Riverside
 *    Station) have nothing in stock;
 * 5. otherwise in stock.
 */
export const ALWAYS_OUT_OF_STOCK: ReadonlySet<string> = new Set(['BH-104', 'BH-202']);

/** Explicit stock entries by shop, then SKU (they win over the rule). */
export const EXPLICIT_STOCK: Readonly<Record<string, Readonly<Record<string, StockState>>>> = {
  // The eSIM is sold only where a service desk can print the QR code: not at the mall kiosk.
  'BH-107': { 'SKU-ESIM': 'I' },
  // The old town shop ran out of the physical SIM; the university corner just got a delivery of it.
  'BH-108': { 'SKU-SIM': 'I' },
  'BH-104': { 'SKU-SIM': 'A' },
};

/** The shop's stock of a SKU by the rule above. */
export function stockOf(orgId: string, sku: string): StockState {
  const explicit = EXPLICIT_STOCK[orgId]?.[sku];
  if (explicit) return explicit;
  if (sku.endsWith('-OOS')) return 'I';
  if (sku.endsWith('-LTD')) return orgId === 'BH-101' ? 'A' : 'I';
  return ALWAYS_OUT_OF_STOCK.has(orgId) ? 'I' : 'A';
}

/** The orgIds of the shops that have the SKU in stock. */
export function shopsWithSku(sku: string): string[] {
  return SHOPS.filter((shop) => stockOf(shop.orgId, sku) === 'A').map((shop) => shop.orgId);
}
