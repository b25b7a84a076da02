import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { CityMap } from './cityMap';
import { toWireLatLng, type LatLng } from './latLng';
import type { GeoStdAddress, GeocodedAddress, NearestTowerResult, Tower } from './model';

/**
 * Paths of the map's calls (spec 03 §7 names "tower list" and "nearest tower" without paths; the
 * reverse geocoding stands in for the operator's maps service). See ../README.md.
 */
export const MapPath = {
  /** Tower list, no payload → Tower[]. */
  towerList: '/ecare/geo/tower/list',
  /** Nearest tower {latitude, longitude} → {nearestTower, availableTowerList}. */
  nearestTower: '/ecare/geo/tower/nearest',
  /** Reverse geocoding {latitude, longitude} → the nearest standard address, or null when none is near. */
  reverseGeocode: '/ecare/geo/reverseGeocode',
  /** Street-level standard addresses with positions {keyword?} → GeoStdAddress[]. */
  stdAddrList: '/ecare/geo/stdAddr/list',
  /** GET: the demo city's districts, main roads and place names (GeoJSON). */
  cityMap: '/ecare/geo/cityMap',
} as const;

/** The coverage and address map's calls (F3.17). */
export function createMapApi(http: HttpClient) {
  return {
    /** Every tower with its coverage radius. */
    towerList: () => http.call<Tower[]>({ path: MapPath.towerList, data: {} }),
    /** The nearest tower covering the point; `nearestTower` null means no coverage there. */
    nearestTower: (point: LatLng) => http.call<NearestTowerResult>({ path: MapPath.nearestTower, data: toWireLatLng(point) }),
    /** The standard address nearest the point, or null when none lies close enough. */
    reverseGeocode: (point: LatLng) =>
      http.call<GeocodedAddress | null>({ path: MapPath.reverseGeocode, data: toWireLatLng(point) }),
    /** Standard addresses with positions, filtered by a keyword (case-insensitive) when given. */
    stdAddrList: (keyword?: string) =>
      http.call<GeoStdAddress[]>({ path: MapPath.stdAddrList, data: keyword ? { keyword } : {} }),
    /** The city's base map for the offline base. */
    cityMap: () => http.call<CityMap>({ method: 'GET', path: MapPath.cityMap }),
  };
}

export type MapApi = ReturnType<typeof createMapApi>;
