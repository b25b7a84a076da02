import type { CityMap } from './cityMap';

/**
 * Wire shapes of the coverage and address map (spec 03 §3 "Tower", "Address", "Standard address";
 * §7 tower list, nearest tower; F3.17).
 */

/** A tower and the radius it covers. */
export interface Tower {
  towerId: string;
  towerName: string;
  latitude: number;
  longitude: number;
  /** Radius of its coverage in metres. */
  coverageRadius: number;
}

/** The nearest-tower answer: the closest tower covering the point, or null with an empty list. */
export interface NearestTowerResult {
  nearestTower: Tower | null;
  /** Every tower covering the point, nearest first. */
  availableTowerList: Tower[];
}

/** A reverse-geocoded point (the maps service's shape, spec 03 §3 "Address"). */
export interface GeocodedAddress {
  /** The standard address's text. */
  formatted_address: string;
  lat: number;
  lng: number;
  /** The standard address it came from. */
  stdAddrId: string;
}

/** A standard address with its position (spec 03 §3 "Standard address"). */
export interface GeoStdAddress {
  stdAddrId: string;
  stdAddr: string;
  /** Address level (3 city, 4 district, 5 street address). */
  addrLevelId: number;
  /** The address above it (the district of a street address, the city of a district). */
  parentId?: string;
  lat: number;
  lng: number;
}

/** What the city base map call returns. */
export type CityMapResponse = CityMap;
