/**
 * A point on the map and its text forms (spec 03 §2 "latlng formatted as (lat,lng)", §3 property
 * configuration `defCoordinates` "lat,lng", §5 "latitude and longitude up to 4 decimals", §9 map
 * defaults). Shared by the map page (F3.17), the shop locator (F3.18) and the delivery address (F2.17).
 */

/** A geographic point in decimal degrees (WGS 84). */
export interface LatLng {
  /** Latitude, −90…90. */
  lat: number;
  /** Longitude, −180…180. */
  lng: number;
}

/** A point as the backend and the host app name its parts: {latitude, longitude}. */
export interface WireLatLng {
  latitude: number;
  longitude: number;
}

/** A point in the backend's words (the map's and the shop locator's calls). */
export function toWireLatLng(point: LatLng): WireLatLng {
  return { latitude: point.lat, longitude: point.lng };
}

/** A point the backend or the host app gave as {latitude, longitude}. */
export function fromWireLatLng(point: WireLatLng): LatLng {
  return { lat: point.latitude, lng: point.longitude };
}

/** Decimals kept for latitude and longitude (spec 03 §5). */
export const LAT_LNG_DECIMALS = 4;

/** Built-in map centre when neither the device nor the configuration gives one (spec 03 §9). */
export const FALLBACK_MAP_CENTER: LatLng = Object.freeze({ lat: 13.221147, lng: 32.902675 });

/** Default map zoom (spec 03 §9). */
export const DEFAULT_MAP_ZOOM = 16;

/** True for a finite latitude within −90…90 and longitude within −180…180. */
export function isValidLatLng(point: Partial<LatLng> | null | undefined): point is LatLng {
  if (!point) return false;
  const { lat, lng } = point;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Rounds a coordinate to 4 decimals (spec 03 §5); −0 becomes 0. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** LAT_LNG_DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The point with both coordinates rounded to 4 decimals. */
export function roundLatLng(point: LatLng): LatLng {
  return { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) };
}

/** "lat,lng" pair without brackets, 4 decimals at most (trailing zeros dropped). */
function pair(point: LatLng): string {
  const { lat, lng } = roundLatLng(point);
  return `${lat},${lng}`;
}

/** The query form "(lat,lng)" of /h5/addShippingAddress `latlng` (spec 03 §2), 4 decimals at most. */
export function formatLatLng(point: LatLng): string {
  return `(${pair(point)})`;
}

/** A signed decimal number. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Reads "lat,lng" with optional surrounding brackets and spaces; undefined when it is not a valid point. */
function parsePair(text: string): LatLng | undefined {
  let inner = text.trim();
  if (inner.startsWith('(')) inner = inner.slice(1);
  if (inner.endsWith(')')) inner = inner.slice(0, -1);
  const parts = inner.split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) return undefined;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return isValidLatLng(point) ? point : undefined;
}

/** Parses the "(lat,lng)" query form (brackets optional); undefined for anything else or an out-of-range point. */
export function parseLatLng(text: string | null | undefined): LatLng | undefined {
  if (typeof text !== 'string') return undefined;
  return parsePair(text);
}

/** Parses the configured `defCoordinates` "lat,lng" string (spec 03 §3); undefined when missing or malformed. */
export function parseDefCoordinates(text: string | null | undefined): LatLng | undefined {
  if (typeof text !== 'string' || text.includes('(') || text.includes(')')) return undefined;
  return parsePair(text);
}

/**
 * The map's starting centre (spec 03 §4, §9): the device location when known, else the configured
 * `defCoordinates`, else the built-in fallback 13.221147,32.902675.
 */
export function initialMapCenter(device: LatLng | undefined, defCoordinates: string | null | undefined): LatLng {
  if (isValidLatLng(device)) return device;
  return parseDefCoordinates(defCoordinates) ?? FALLBACK_MAP_CENTER;
}

/** Great-circle distance in metres between two points (haversine, mean Earth radius). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const radius = 6_371_000;
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}
