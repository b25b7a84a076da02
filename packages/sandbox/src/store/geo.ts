import { FALLBACK_MAP_CENTER, distanceMeters, type GeoStdAddress, type GeocodedAddress, type LatLng, type NearestTowerResult, type Tower } from '@gaia/domain/stores';
import type { StdAddress } from '@gaia/domain';
import type { Clock } from './clock';
import { GAIA_CITY_MAP, GAIA_STREET_ADDRESSES, GAIA_TOWERS } from './geoData/gaiaCity';
import { SHOP_CITIES } from './shopsData';

/** A clicked point farther than this from every standard address has no address (the outskirts). */
export const REVERSE_GEOCODE_MAX_METERS = 1500;

const pointOf = (tower: Tower): LatLng => ({ lat: tower.latitude, lng: tower.longitude });

/** The operator's configured map centre (spec 03 §3 defCoordinates, "lat,lng"): the demo city's centre. */
export const DEMO_DEF_COORDINATES = `${FALLBACK_MAP_CENTER.lat},${FALLBACK_MAP_CENTER.lng}`;

/**
 * The demo city (spec 03 F3.17, issue 17 item 6): towers and their coverage, standard addresses
 * with positions, reverse geocoding of a point to the nearest standard address, the city's base
 * map. The city's data is fixed; the configured map centre can be moved (or removed) at
 * /__sandbox/map, so a demo or a test can show where the map opens without a device location.
 */
export class GeoBook {
  /** The served `defCoordinates` configuration parameter; null serves none (the built-in fallback applies). */
  defCoordinates: string | null = DEMO_DEF_COORDINATES;

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
    this.defCoordinates = DEMO_DEF_COORDINATES;
  }

  /** Every tower with its coverage radius. */
  towers(): Tower[] {
    return GAIA_TOWERS.map((tower) => ({ ...tower }));
  }

  /** Towers whose coverage contains the point, nearest first; the nearest is null when none does. */
  nearestTower(point: LatLng): NearestTowerResult {
    const covering = GAIA_TOWERS.map((tower) => ({ tower, distance: distanceMeters(point, pointOf(tower)) }))
      .filter(({ tower, distance }) => distance <= tower.coverageRadius)
      .sort((a, b) => a.distance - b.distance)
      .map(({ tower }) => ({ ...tower }));
    return { nearestTower: covering[0] ?? null, availableTowerList: covering };
  }

  /** The standard street address nearest the point, or null beyond REVERSE_GEOCODE_MAX_METERS. */
  reverseGeocode(point: LatLng): GeocodedAddress | null {
    let best: { address: GeoStdAddress; distance: number } | undefined;
    for (const address of GAIA_STREET_ADDRESSES) {
      const distance = distanceMeters(point, { lat: address.lat, lng: address.lng });
      if (!best || distance < best.distance) best = { address, distance };
    }
    if (!best || best.distance > REVERSE_GEOCODE_MAX_METERS) return null;
    const { address } = best;
    return { formatted_address: address.stdAddr, lat: address.lat, lng: address.lng, stdAddrId: address.stdAddrId };
  }

  /** Street addresses whose text contains the keyword (case-insensitive), in a stable order. */
  streetAddresses(keyword = ''): GeoStdAddress[] {
    const needle = keyword.trim().toLocaleLowerCase();
    return GAIA_STREET_ADDRESSES.filter((a) => !needle || a.stdAddr.toLocaleLowerCase().includes(needle)).map((a) => ({ ...a }));
  }

  /** The cities (address level 3), the shop locator's city list (one source: shopsData.ts). */
  cities(): StdAddress[] {
    return SHOP_CITIES.map((city) => ({ ...city }));
  }

  /** The city's districts, main roads and place names (GeoJSON). */
  cityMap() {
    return GAIA_CITY_MAP;
  }
}
