import type { CityMap, GeoStdAddress, Tower } from '@gaia/domain/stores';

/**
 * Gaia City, the sandbox's demo city (issue 17 item 6), laid around the map's built-in centre
 * 13.221147,32.902675 (spec 03 §9), so the portal opens on it with no defCoordinates configured. Its
 * city record (CITY-GAIA, address level 3) is the shop locator's (shopsData.ts).
 *
 * Coverage is deliberately partial: the towers cover the centre and the west; the east (Harbour and
 * East Gate, east of longitude ≈ 32.906) and the far outskirts have none, so "service unavailable"
 * is reachable by a click or by picking an eastern address from the list.
 */

/** The towers and the radius each covers (metres). */
export const GAIA_TOWERS: readonly Tower[] = [
  { towerId: 'TWR-001', towerName: 'Independence Square', latitude: 13.2211, longitude: 32.899, coverageRadius: 600 },
  { towerId: 'TWR-002', towerName: 'Market', latitude: 13.2165, longitude: 32.8975, coverageRadius: 500 },
  { towerId: 'TWR-003', towerName: 'Campus', latitude: 13.2262, longitude: 32.9005, coverageRadius: 500 },
  { towerId: 'TWR-004', towerName: 'Old Town', latitude: 13.2035, longitude: 32.8871, coverageRadius: 700 },
  { towerId: 'TWR-005', towerName: 'Airport Road', latitude: 13.2321, longitude: 32.8904, coverageRadius: 700 },
];

/** A district (address level 4) of Gaia City, at its centre. */
function district(stdAddrId: string, stdAddr: string, lat: number, lng: number): GeoStdAddress {
  return { stdAddrId, stdAddr, addrLevelId: 4, parentId: 'CITY-GAIA', lat, lng };
}

/** A street-level standard address (address level 5) in the district `parentId`. */
function streetAddress(stdAddrId: string, stdAddr: string, parentId: string, lat: number, lng: number): GeoStdAddress {
  return { stdAddrId, stdAddr, addrLevelId: 5, parentId, lat, lng };
}

/** Districts (address level 4), each with its centre. */
export const GAIA_DISTRICTS: readonly GeoStdAddress[] = [
  district('DST-CENTRE', 'City Centre', 13.2211, 32.9),
  district('DST-MARKET', 'Market Quarter', 13.2165, 32.8975),
  district('DST-CAMPUS', 'University Hill', 13.2262, 32.9005),
  district('DST-HARBOUR', 'Harbour', 13.2155, 32.9115),
  district('DST-EASTGATE', 'East Gate', 13.2205, 32.921),
];

/** Street-level standard addresses (address level 5) with their positions. */
export const GAIA_STREET_ADDRESSES: readonly GeoStdAddress[] = [
  streetAddress('ADR-1001', '1 Independence Square, City Centre, Gaia City', 'DST-CENTRE', 13.2215, 32.903),
  streetAddress('ADR-1002', '12 Nile Avenue, City Centre, Gaia City', 'DST-CENTRE', 13.2211, 32.9015),
  streetAddress('ADR-1003', '30 Nile Avenue, City Centre, Gaia City', 'DST-CENTRE', 13.2211, 32.8985),
  streetAddress('ADR-1004', '8 Palm Street, City Centre, Gaia City', 'DST-CENTRE', 13.2232, 32.9022),
  streetAddress('ADR-1005', '21 Palm Street, City Centre, Gaia City', 'DST-CENTRE', 13.2195, 32.9005),
  streetAddress('ADR-2001', '45 Market Street, Market Quarter, Gaia City', 'DST-MARKET', 13.2168, 32.8982),
  streetAddress('ADR-2002', '7 Spice Lane, Market Quarter, Gaia City', 'DST-MARKET', 13.2152, 32.8962),
  streetAddress('ADR-3001', '12 Campus Road, University Hill, Gaia City', 'DST-CAMPUS', 13.2262, 32.9061),
  streetAddress('ADR-3002', '4 Library Walk, University Hill, Gaia City', 'DST-CAMPUS', 13.2275, 32.8998),
  streetAddress('ADR-4001', '3 Quay Road, Harbour, Gaia City', 'DST-HARBOUR', 13.2141, 32.9113),
  streetAddress('ADR-4002', '19 Quay Road, Harbour, Gaia City', 'DST-HARBOUR', 13.2162, 32.9128),
  streetAddress('ADR-4003', '2 Lighthouse Way, Harbour, Gaia City', 'DST-HARBOUR', 13.2185, 32.9092),
  streetAddress('ADR-5001', '77 East Gate Avenue, East Gate, Gaia City', 'DST-EASTGATE', 13.2198, 32.9255),
  streetAddress('ADR-5002', '10 Sunrise Road, East Gate, Gaia City', 'DST-EASTGATE', 13.2215, 32.918),
  streetAddress('ADR-6001', '9 Fort Lane, Old Town, Gaia City', 'DST-CENTRE', 13.2035, 32.8871),
  streetAddress('ADR-6002', '210 Airport Road, Gaia City', 'DST-CENTRE', 13.2321, 32.8904),
];

/** A rectangle ring [lng, lat] from south-west to north-east corners, closed. */
function box(west: number, south: number, east: number, north: number): [number, number][][] {
  return [[[west, south], [east, south], [east, north], [west, north], [west, south]]];
}

/** Districts, main roads and place names of the offline base map. */
export const GAIA_CITY_MAP: CityMap = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { kind: 'district', name: 'City Centre' }, geometry: { type: 'Polygon', coordinates: box(32.8955, 13.2185, 32.9045, 13.2245) } },
    { type: 'Feature', properties: { kind: 'district', name: 'Market Quarter' }, geometry: { type: 'Polygon', coordinates: box(32.893, 13.2125, 32.9005, 13.2185) } },
    { type: 'Feature', properties: { kind: 'district', name: 'University Hill' }, geometry: { type: 'Polygon', coordinates: box(32.896, 13.2245, 32.909, 13.23) } },
    { type: 'Feature', properties: { kind: 'district', name: 'Harbour' }, geometry: { type: 'Polygon', coordinates: box(32.906, 13.211, 32.9165, 13.2185) } },
    { type: 'Feature', properties: { kind: 'district', name: 'East Gate' }, geometry: { type: 'Polygon', coordinates: box(32.9165, 13.2165, 32.929, 13.2245) } },
    { type: 'Feature', properties: { kind: 'road', name: 'Nile Avenue' }, geometry: { type: 'LineString', coordinates: [[32.885, 13.2211], [32.9045, 13.2211], [32.918, 13.2215], [32.93, 13.2198]] } },
    { type: 'Feature', properties: { kind: 'road', name: 'Palm Street' }, geometry: { type: 'LineString', coordinates: [[32.9005, 13.213], [32.9022, 13.2232], [32.9061, 13.2262], [32.9176, 13.2402]] } },
    { type: 'Feature', properties: { kind: 'road', name: 'Airport Road' }, geometry: { type: 'LineString', coordinates: [[32.8985, 13.2211], [32.8904, 13.2321], [32.88, 13.245]] } },
    { type: 'Feature', properties: { kind: 'road', name: 'Quay Road' }, geometry: { type: 'LineString', coordinates: [[32.9045, 13.2185], [32.9113, 13.2141], [32.92, 13.21]] } },
    { type: 'Feature', properties: { kind: 'place', name: 'Independence Square' }, geometry: { type: 'Point', coordinates: [32.903, 13.2222] } },
    { type: 'Feature', properties: { kind: 'place', name: 'Central Market' }, geometry: { type: 'Point', coordinates: [32.8975, 13.2158] } },
    { type: 'Feature', properties: { kind: 'place', name: 'University' }, geometry: { type: 'Point', coordinates: [32.9035, 13.2275] } },
    { type: 'Feature', properties: { kind: 'place', name: 'Harbour' }, geometry: { type: 'Point', coordinates: [32.911, 13.2128] } },
    { type: 'Feature', properties: { kind: 'place', name: 'East Gate' }, geometry: { type: 'Point', coordinates: [32.922, 13.2228] } },
  ],
};
