import type { LatLng, WireLatLng } from '../map/latLng';

/**
 * The shop locator's values (spec 03 §3 "Store (business hall)", "Standard address"; F3.18). Wire
 * shapes are the backend's; `LocatorShop` is what screens and embedding features work with.
 */

/** Stock state of a shop for an item (spec 03 §3): A in stock, I out of stock. */
export const StockState = { inStock: 'A', outOfStock: 'I' } as const;
export type StockState = (typeof StockState)[keyof typeof StockState];

/** A position as the backend sends it. */
export type WireCoordinates = WireLatLng;

/**
 * One opening period: the weekdays it applies to (0 Sunday … 6 Saturday, as `Date#getDay`) and its
 * opening and closing times "HH:mm" in the shop's local time. The spec names no shape; this is ours.
 */
export interface OpeningPeriod {
  weekdays: readonly number[];
  open: string;
  close: string;
}

/** A shop (business hall) as qryShopList, qryStoreByAddrId and busiHall/list answer it. */
export interface WireStore {
  orgId: string;
  busiHallName: string;
  address: string;
  contactPhone: string;
  coordinates: WireCoordinates;
  /** Opening hours (our field: the spec lists none, the brief asks for them). */
  openingHours?: readonly OpeningPeriod[];
  /** Distance from the asked point in metres, when the call had coordinates. */
  distanceMeters?: number;
  /** Stock of the shop for the asked items, once known (spec 03 §3). */
  storeInventoryInfo?: { stockState: StockState };
}

/** A standard address (spec 03 §3); level 3 is a city (spec 03 §9). */
export interface StdAddress {
  stdAddrId: string;
  stdAddr: string;
  addrLevelId: number;
  /** The city's centre, when the backend knows it (the anchor point of qryStoreByAddrId). */
  coordinates?: WireCoordinates;
}

/** Stock of one SKU in one shop, as /ecare/shop/businessHall/inventory answers it. */
export interface SkuStock {
  sku: string;
  stockState: StockState;
}

/** The inventory answer: the shop and the stock state of every asked SKU. */
export interface ShopInventory {
  businessHallId: string;
  skuStockList: readonly SkuStock[];
}

/** A shop as the locator and the features embedding it see it. */
export interface LocatorShop {
  orgId: string;
  name: string;
  address: string;
  phone: string;
  position: LatLng;
  openingHours: readonly OpeningPeriod[];
  /** Metres from the start point, when the shops were loaded near it. */
  distanceMeters?: number;
  /** The shop's stock for the whole SKU list; undefined while unknown or when no SKU was asked. */
  stock?: StockState;
}

/** How a shop is chosen (configuration selectStoreMethod, spec 03 §3). */
export const SelectionMode = { map: 'map', comboBox: 'comboBox', both: 'both' } as const;
export type SelectionMode = (typeof SelectionMode)[keyof typeof SelectionMode];

/** Marker icons (spec 03 §4): the selected shop, a shop with stock, a shop without. */
export type ShopMarkerKind = 'selected' | 'inStock' | 'noStock';

/** Where the listed shops come from. */
export type ShopScope = 'near' | 'all' | 'city';

/** The address level of a city (spec 03 §9 "address level 3 for city list"). */
export const CITY_ADDRESS_LEVEL = 3;

/** The marker size in pixels (spec 03 §9). */
export const SHOP_MARKER_SIZE = 64;

/** `callback` value asking the locator to close the host page (spec 03 §2). */
export const CLOSE_PAGE_CALLBACK = 'closePage';

/** The storage key of the chosen shop when the page names none (ours: the spec shows no default). */
export const DEFAULT_SAVE_PARAM_KEY = 'selectedShop';

/** The query parameter carrying the chosen shop on a redirect (spec 03 §4 "a point parameter"). */
export const POINT_PARAM = 'point';
