import { distanceMeters, type GeoStdAddress, type GeocodedAddress, type LatLng, type NearestTowerResult, type Tower } from '@gaia/domain/stores';
import type { StdAddress } from '@gaia/domain';
import type { Clock } from './clock';
import { GAIA_CITY_MAP, GAIA_STREET_ADDRESSES, GAIA_TOWERS } from './geoData/gaiaCity';
import { SHOP_CITIES } from './shopsData';

/** A clicked point farther than this from every standard address has no address (the outskirts). */
export const REVERSE_GEOCODE_MAX_METERS = 1500;

const pointOf = (tower: Tower): LatLng => ({ lat: tower.latitude, lng: tower.longitude });

/**
 * The demo city (spec 03 F3.17, issue 17 item 6): towers and their coverage, standard addresses
 * with positions, reverse geocoding of a point to the nearest standard address, the city's base
 * map. Fixed data: nothing here changes during a run.
 */
export class GeoBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state (the data is fixed; kept for the store's reset contract). */
  reset(): void {
    void this.clock;
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
