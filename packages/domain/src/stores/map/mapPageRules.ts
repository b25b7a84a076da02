import { ADD_SHIPPING_ADDRESS_PATH } from '../../profile/addressBook/addressPage';
import { BUY_SIM_DELIVERY_PATH } from '../../profile/deliveryAddress';
import { formatLatLng, roundLatLng, type LatLng } from './latLng';
import type { GeoStdAddress, GeocodedAddress, Tower } from './model';

/**
 * Rules of the coverage and address map page (spec 03 §2 "Map page", §4 "Map page", §5 "Map Next
 * disabled until an address exists", §6 tempLogin, §8 coverage failure; F3.17).
 */

/** The query value of `type` that makes the page a coverage check. */
export const MAP_TYPE_COVERAGE = 'coverage';

/** Routes the page leads to (spec 03 §2). */
export const MapRoute = {
  /** Back target while the tempLogin flag is set. */
  tempLoginBack: BUY_SIM_DELIVERY_PATH,
  /** Register from the service-unavailable dialog, with currentAddr. */
  register: '/h5/onBoarding/register',
  /** Skip (mobile, address mode), with mapAddr and latlng. */
  addShippingAddress: ADD_SHIPPING_ADDRESS_PATH,
  /** Next without a configured redirect. */
  home: '/',
} as const;

/** The address the page hands on: the chosen address plus, in coverage mode, the nearest tower. */
export interface MapCurrentAddr {
  stdAddrId: string;
  formatted_address: string;
  lat: number;
  lng: number;
  nearestTower?: Tower | null;
}

/** True when the page checks coverage (query type=coverage). */
export function isCoverageMode(type: string | null | undefined): boolean {
  return type === MAP_TYPE_COVERAGE;
}

/** The page title's message key: Check coverage for type=coverage, else Select address. */
export function mapPageTitleKey(type: string | null | undefined): 'gaia_map_title_coverage' | 'gaia_map_title_address' {
  return isCoverageMode(type) ? 'gaia_map_title_coverage' : 'gaia_map_title_address';
}

/** Skip is offered on the mobile layout outside coverage mode. */
export function showsSkip(type: string | null | undefined, mobile: boolean): boolean {
  return mobile && !isCoverageMode(type);
}

/** Next needs a chosen address (spec 03 §5). */
export function canGoNext(address: GeocodedAddress | MapCurrentAddr | undefined | null): boolean {
  return Boolean(address?.formatted_address);
}

/**
 * Where Back goes (spec 03 §2, §6): the SIM purchase's delivery step while the tempLogin flag is in
 * local storage (read it with isTempLoginMode of profile/addressBook), else undefined (history back).
 */
export function mapBackTarget(tempLogin: boolean): string | undefined {
  return tempLogin ? MapRoute.tempLoginBack : undefined;
}

/** The chosen address with its position rounded to 4 decimals (spec 03 §5) and the nearest tower. */
export function toCurrentAddr(address: GeocodedAddress, nearestTower?: Tower | null): MapCurrentAddr {
  const { lat, lng } = roundLatLng({ lat: address.lat, lng: address.lng });
  return {
    stdAddrId: address.stdAddrId,
    formatted_address: address.formatted_address,
    lat,
    lng,
    ...(nearestTower !== undefined ? { nearestTower } : {}),
  };
}

/** A standard address picked from the list, as if the map had been clicked on it. */
export function stdAddressAsGeocoded(address: GeoStdAddress): GeocodedAddress {
  return { stdAddrId: address.stdAddrId, formatted_address: address.stdAddr, lat: address.lat, lng: address.lng };
}

/** The chosen point of an address. */
export function pointOf(address: { lat: number; lng: number }): LatLng {
  return { lat: address.lat, lng: address.lng };
}

/** A same-site path only (starts with one "/"), so a crafted link cannot send the user elsewhere. */
export function safeRedirectPath(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return undefined;
  return redirect;
}

/** Appends query parameters to a path that may already have some. */
function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Next: the configured redirect path, or /, with currentAddr as JSON (spec 03 §2). */
export function nextHref(redirect: string | null | undefined, current: MapCurrentAddr): string {
  return withQuery(safeRedirectPath(redirect) ?? MapRoute.home, { currentAddr: JSON.stringify(current) });
}

/** Register from the service-unavailable dialog (spec 03 §8), with currentAddr. */
export function registerHref(current: MapCurrentAddr): string {
  return withQuery(MapRoute.register, { currentAddr: JSON.stringify(current) });
}

/** Skip: the add-shipping-address page with mapAddr and latlng "(lat,lng)" (spec 03 §2). */
export function addShippingAddressHref(address: { formatted_address: string; lat: number; lng: number } | undefined): string {
  if (!address) return MapRoute.addShippingAddress;
  return withQuery(MapRoute.addShippingAddress, {
    mapAddr: address.formatted_address,
    latlng: formatLatLng({ lat: address.lat, lng: address.lng }),
  });
}

/** The list alternative's search: case-insensitive substring of the address text. */
export function filterStdAddresses(list: readonly GeoStdAddress[], search: string): GeoStdAddress[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? list.filter((a) => a.stdAddr.toLocaleLowerCase().includes(needle)) : [...list];
}
