import { Hono, type Context } from 'hono';
import { MapPath, isValidLatLng, type LatLng } from '@gaia/domain/stores';
import { badRequest, ok, readJsonObject } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import { withBody } from './guards';

/** The point of a {latitude, longitude} body, or undefined when either is missing or out of range. */
function pointOf(body: Record<string, unknown>): LatLng | undefined {
  const point = { lat: body.latitude, lng: body.longitude };
  return isValidLatLng(point as Partial<LatLng>) ? (point as LatLng) : undefined;
}

/** Reads a body that must carry a valid point; answers 400 otherwise. */
async function withPoint(c: Context, use: (point: LatLng) => Response): Promise<Response> {
  const body = await readJsonObject(c);
  const point = body && pointOf(body);
  return point ? use(point) : badRequest(c);
}

/**
 * The demo city: towers and coverage, reverse geocoding, street addresses and the city map
 * (spec 03 §7 "tower list", "nearest tower"; F3.17). Paths in MapPath (domain stores/map).
 * - POST /ecare/geo/tower/list (no payload) → Tower[]
 * - POST /ecare/geo/tower/nearest {latitude, longitude} → {nearestTower, availableTowerList}
 * - POST /ecare/geo/reverseGeocode {latitude, longitude} → {formatted_address, lat, lng, stdAddrId} | null
 * - POST /ecare/geo/stdAddr/list {keyword?} → GeoStdAddress[]
 * - GET /ecare/geo/cityMap → GeoJSON FeatureCollection
 */
export function geoRoutes(store: SandboxStore): Hono {
  const app = new Hono();

  app.post(MapPath.towerList, async (c) => {
    // No payload is expected, but a malformed one is still a bad request rather than ignored.
    if (!(await readJsonObject(c))) return badRequest(c);
    return ok(c, store.geo.towers());
  });

  app.post(MapPath.nearestTower, (c) => withPoint(c, (point) => ok(c, store.geo.nearestTower(point))));

  app.post(MapPath.reverseGeocode, (c) => withPoint(c, (point) => ok(c, store.geo.reverseGeocode(point))));

  app.post(MapPath.stdAddrList, withBody((c, body) => {
    const { keyword } = body;
    if (keyword !== undefined && (typeof keyword !== 'string' || keyword.length > 150)) return badRequest(c);
    return ok(c, store.geo.streetAddresses(keyword ?? ''));
  }));

  app.get(MapPath.cityMap, (c) => ok(c, store.geo.cityMap()));

  return app;
}
