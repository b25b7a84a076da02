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

/** A city (address level 3, spec 03 §9) with its centre as the anchor point. */
function city(stdAddrId: string, stdAddr: string, latitude: number, longitude: number): StdAddress {
  return { stdAddrId, stdAddr, addrLevelId: 3, coordinates: { latitude, longitude } };
}

const GAIA_CITY = city('CITY-GAIA', 'Gaia City', 13.221147, 32.902675);
const RIVERSIDE = city('CITY-RIVERSIDE', 'Riverside', 13.5, 32.95);
const NORTHGATE = city('CITY-NORTHGATE', 'Northgate', 13.54, 32.7);
// A city without a shop: picking it shows the "no shops" state.
const PALM_BAY = city('CITY-PALMBAY', 'Palm Bay', 12.9, 33.2);

/** Cities (address level 3, spec 03 §9), with their centre as the anchor point. */
export const SHOP_CITIES: readonly StdAddress[] = [GAIA_CITY, RIVERSIDE, NORTHGATE, PALM_BAY];

const WEEK_SAT_THU = [6, 0, 1, 2, 3, 4];
const regularHours: OpeningPeriod[] = [
  { weekdays: WEEK_SAT_THU, open: '09:00', close: '21:00' },
  { weekdays: [5], open: '14:00', close: '20:00' },
];
const mallHours: OpeningPeriod[] = [
  { weekdays: [0, 1, 2, 3, 4, 5, 6], open: '10:00', close: '22:00' },
];
const shortHours: OpeningPeriod[] = [{ weekdays: WEEK_SAT_THU, open: '08:00', close: '16:00' }];

const ALL: readonly ShopTag[] = ['SALES', 'SERVICE', 'PICKUP'];
const NO_PICKUP: readonly ShopTag[] = ['SALES', 'SERVICE'];

/** A shop of a city: its number, name, street, position, opening hours and services. */
type ShopRow = [
  nbr: string,
  busiHallName: string,
  street: string,
  latitude: number,
  longitude: number,
  openingHours: OpeningPeriod[],
  tags: readonly ShopTag[],
];

/**
 * The shops of a city: shop BH-<nbr> has its address in the city and its phone on the city's
 * exchange (021, the first digit of the shop's number, 000, the shop's number).
 */
function shopsIn(
  { stdAddrId: cityId, stdAddr: cityName }: StdAddress,
  rows: ShopRow[],
): SandboxShop[] {
  return rows.map(([nbr, busiHallName, street, latitude, longitude, openingHours, tags]) => ({
    orgId: `BH-${nbr}`,
    busiHallName,
    address: `${street}, ${cityName}`,
    contactPhone: `021${nbr[0]}000${nbr}`,
    latitude,
    longitude,
    openingHours,
    cityId,
    tags,
  }));
}

/** The dozen shops: eight in the demo city (nearest the centre first), two in each other town. */
export const SHOPS: readonly SandboxShop[] = [
  ...shopsIn(GAIA_CITY, [
    ['101', 'Gaia Central Hall', '1 Independence Square', 13.2215, 32.903, regularHours, ALL],
    ['104', 'University Corner', '12 Campus Road', 13.2262, 32.9061, shortHours, ALL],
    ['102', 'Market Square Shop', '45 Market Street', 13.2168, 32.8982, regularHours, ALL],
    ['105', 'Harbour Front', '3 Quay Road', 13.2141, 32.9113, regularHours, NO_PICKUP],
    ['103', 'Airport Road Hall', '210 Airport Road', 13.2321, 32.8904, regularHours, ALL],
    ['106', 'East Gate', '77 East Gate Avenue', 13.2198, 32.9255, shortHours, ALL],
    ['107', 'Al Noor Mall Kiosk', 'Al Noor Mall, level 1', 13.2402, 32.9176, mallHours, NO_PICKUP],
    ['108', 'Old Town Hall', '9 Fort Lane', 13.2035, 32.8871, regularHours, ALL],
  ]),
  ...shopsIn(RIVERSIDE, [
    ['201', 'Riverside Main', '5 River Street', 13.5011, 32.9512, regularHours, ALL],
    ['202', 'Riverside Station', 'Station Road', 13.4952, 32.9433, shortHours, ALL],
  ]),
  ...shopsIn(NORTHGATE, [
    ['301', 'Northgate Plaza', '2 Plaza Way', 13.5412, 32.7015, mallHours, ALL],
    ['302', 'Northgate North', '88 North Road', 13.5533, 32.6958, regularHours, NO_PICKUP],
  ]),
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
