import { fromWireLatLng, initialMapCenter, isValidLatLng, toWireLatLng, type LatLng, type WireLatLng } from '../map/latLng';
import {
  CLOSE_PAGE_CALLBACK,
  DEFAULT_SAVE_PARAM_KEY,
  POINT_PARAM,
  SelectionMode,
  StockState,
  type LocatorShop,
  type ShopMarkerKind,
  type SkuStock,
  type StdAddress,
  type WireStore,
} from './model';

/*
 * The shop locator's rules (spec 03 §4 "Shop locator", §5 city search; F3.18), pure: the screen
 * feeds them what it knows and renders what they answer.
 */

/** A device position as the host bridge answers it. */
export type DevicePoint = WireLatLng;

/** The start point and where it came from (the screen tells the person when it is not theirs). */
export interface StartPoint {
  point: LatLng;
  source: 'device' | 'default';
}

/**
 * Start point (spec 03 §4): the device position (the host app's, else the browser's — the host
 * bridge already chooses), else the configured `defCoordinates`, else the built-in fallback.
 */
export function locatorStartPoint(
  device: DevicePoint | null | undefined,
  defCoordinates?: string | null,
): StartPoint {
  const point = device ? fromWireLatLng(device) : undefined;
  if (isValidLatLng(point)) return { point, source: 'device' };
  return { point: initialMapCenter(undefined, defCoordinates), source: 'default' };
}

/** The configuration parameter naming the selection mode (spec 03 §3 "selectStoreMethod (map, comboBox, both)"). */
export const SELECT_STORE_METHOD_PARAM = 'selectStoreMethod';

/**
 * The selection mode when the operator configures none or an unknown value (ours: the spec gives no
 * default): both, so the map's choice always has the city list beside it.
 */
export const DEFAULT_SELECTION_MODE: SelectionMode = SelectionMode.both;

/** Whether a configured value names a selection mode (exact spelling: map, comboBox, both). */
export function isSelectionMode(value: unknown): value is SelectionMode {
  return value === SelectionMode.map || value === SelectionMode.comboBox || value === SelectionMode.both;
}

/** The selection mode from the configured selectStoreMethod; anything else is the default (`both`). */
export function selectionModeOf(configured: string | null | undefined): SelectionMode {
  const value = configured?.trim();
  return isSelectionMode(value) ? value : DEFAULT_SELECTION_MODE;
}

/** Whether the mode shows the map (map, both). */
export function showsMap(mode: SelectionMode): boolean {
  return mode !== SelectionMode.comboBox;
}

/** Whether the mode shows the city combo box (comboBox, both). */
export function showsCityPicker(mode: SelectionMode): boolean {
  return mode !== SelectionMode.map;
}

/** The shop as screens see it. */
export function toLocatorShop(store: WireStore): LocatorShop {
  return {
    orgId: store.orgId,
    name: store.busiHallName,
    address: store.address,
    phone: store.contactPhone,
    position: fromWireLatLng(store.coordinates),
    openingHours: store.openingHours ?? [],
    ...(store.distanceMeters === undefined ? {} : { distanceMeters: store.distanceMeters }),
    ...(store.storeInventoryInfo ? { stock: store.storeInventoryInfo.stockState } : {}),
  };
}

/** The shop in the backend's shape, as it is saved for the host and passed on a redirect. */
export function toWireStore(shop: LocatorShop): WireStore {
  return {
    orgId: shop.orgId,
    busiHallName: shop.name,
    address: shop.address,
    contactPhone: shop.phone,
    coordinates: toWireLatLng(shop.position),
    openingHours: shop.openingHours,
    ...(shop.stock ? { storeInventoryInfo: { stockState: shop.stock } } : {}),
  };
}

/** A shop's stock for the SKU list (spec 03 §4): I when any SKU is out of stock, else A. */
export function shopStockState(items: readonly SkuStock[]): StockState {
  return items.some((item) => item.stockState === StockState.outOfStock)
    ? StockState.outOfStock
    : StockState.inStock;
}

/** The shops with their known stock (by orgId) attached. */
export function withStock(
  shops: readonly LocatorShop[],
  stock: Readonly<Record<string, StockState>>,
): LocatorShop[] {
  return shops.map((shop) => (stock[shop.orgId] ? { ...shop, stock: stock[shop.orgId] } : shop));
}

/** The marker icon of a shop (spec 03 §4): selected first, then no stock, else in stock. */
export function markerKind(shop: LocatorShop, selectedId: string | undefined): ShopMarkerKind {
  if (shop.orgId === selectedId) return 'selected';
  return shop.stock === StockState.outOfStock ? 'noStock' : 'inStock';
}

/** Whether a shop may not be chosen: its stock is I (spec 03 §8 "out-of-stock shop shows a label"). */
export function isOutOfStock(shop: LocatorShop | undefined): boolean {
  return shop?.stock === StockState.outOfStock;
}

/** Confirm (spec 03 §4): a shop is selected, its stock is not I, and loading is done. */
export function canConfirm(selected: LocatorShop | undefined, loading: boolean): boolean {
  return selected !== undefined && !isOutOfStock(selected) && !loading;
}

/** The selected shop among the listed ones (a selection outside the list counts as none). */
export function selectedShop(
  shops: readonly LocatorShop[],
  selectedId: string | undefined,
): LocatorShop | undefined {
  return selectedId === undefined ? undefined : shops.find((shop) => shop.orgId === selectedId);
}

/**
 * The selection once a list arrives (spec 03 §4): a city's shops auto-select the first; otherwise a
 * selection still listed stays, and one no longer listed is dropped.
 */
export function selectionAfterLoad(
  shops: readonly LocatorShop[],
  scope: 'near' | 'all' | 'city',
  previous: string | undefined,
): string | undefined {
  if (scope === 'city') return shops[0]?.orgId;
  return shops.some((shop) => shop.orgId === previous) ? previous : undefined;
}

/** The cities whose name contains the typed text, ignoring case (spec 03 §5); all for blank text. */
export function filterCities(cities: readonly StdAddress[], query: string): StdAddress[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle
    ? cities.filter((city) => city.stdAddr.toLocaleLowerCase().includes(needle))
    : [...cities];
}

/** The locator page's query parameters (spec 03 §2). */
export interface LocatorParams {
  tag?: string;
  skuList: string[];
  redirectUrl?: string;
  callback?: string;
  saveParamKey?: string;
  renderInModal: boolean;
}

/** A same-site path (no scheme, no `//host`, no backslash trick), or undefined. */
function sameSitePath(value: string | null): string | undefined {
  const text = value?.trim();
  if (!text || !text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return undefined;
  return text;
}

/** The SKU list from its JSON text: strings (numbers become text); anything else reads as none. */
export function parseSkuList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const skus = parsed
      .map((item) => (typeof item === 'number' ? String(item) : item))
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .map((item) => item.trim());
    return [...new Set(skus)];
  } catch {
    return [];
  }
}

/**
 * Reads every query parameter of /shopLocator (spec 03 §2). A redirectUrl that leaves the site is
 * ignored, so a crafted link cannot send the chosen shop elsewhere.
 */
export function parseLocatorParams(search: URLSearchParams): LocatorParams {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const redirectUrl = sameSitePath(search.get('redirectUrl'));
  const flag = text('renderInModal')?.toLowerCase();
  return {
    ...(text('tag') ? { tag: text('tag') } : {}),
    skuList: parseSkuList(search.get('skuList')),
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(text('callback') ? { callback: text('callback') } : {}),
    ...(text('saveParamKey') ? { saveParamKey: text('saveParamKey') } : {}),
    renderInModal: flag === 'true' || flag === 'y' || flag === '1',
  };
}

/** Whether confirm and Back close the host page (spec 03 §4): /confirmOrder redirect or closePage. */
export function closesHostPage(params: Pick<LocatorParams, 'redirectUrl' | 'callback'>): boolean {
  return Boolean(params.redirectUrl?.includes('/confirmOrder')) || params.callback === CLOSE_PAGE_CALLBACK;
}

/** What confirming does. */
export type ConfirmPlan =
  | { kind: 'saveAndClose'; key: string; shop: WireStore }
  | { kind: 'redirect'; url: string };

/**
 * On confirm (spec 03 §4): when the redirect contains /confirmOrder or callback is closePage, save
 * the shop (storage and host) under saveParamKey and close the host page; otherwise replace the
 * route with the redirect (or the home `/` when none) plus `point`, the shop's JSON.
 */
export function confirmPlan(
  params: Pick<LocatorParams, 'redirectUrl' | 'callback' | 'saveParamKey'>,
  shop: LocatorShop,
): ConfirmPlan {
  const wire = toWireStore(shop);
  if (closesHostPage(params)) {
    return { kind: 'saveAndClose', key: params.saveParamKey ?? DEFAULT_SAVE_PARAM_KEY, shop: wire };
  }
  const target = params.redirectUrl ?? '/';
  const [beforeHash = target, hash] = target.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const query = `${POINT_PARAM}=${encodeURIComponent(JSON.stringify(wire))}`;
  return { kind: 'redirect', url: `${beforeHash}${separator}${query}${hash ? `#${hash}` : ''}` };
}

/** Back (spec 03 §4): close the host page in the same cases as confirm, else go back. */
export function backPlan(params: Pick<LocatorParams, 'redirectUrl' | 'callback'>): 'close' | 'back' {
  return closesHostPage(params) ? 'close' : 'back';
}
