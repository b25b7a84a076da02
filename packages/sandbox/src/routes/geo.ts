import { Hono, type Context } from 'hono';
import { MapPath, isValidLatLng, parseDefCoordinates, type LatLng } from '@gaia/domain/stores';
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
 * Control: GET/POST /__sandbox/map {defCoordinates: "lat,lng" | null} — the configured map centre
 * (spec 03 §3), served with the configuration parameters; null serves none. A reset restores it.
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

  app.get('/__sandbox/map', (c) => c.json({ defCoordinates: store.geo.defCoordinates }));
  app.post('/__sandbox/map', withBody((c, body) => {
    const { defCoordinates } = body;
    if (defCoordinates !== undefined) {
      // The operator's setting is stored as written, so a well-formed value is all that is taken.
      if (defCoordinates !== null && (typeof defCoordinates !== 'string' || !parseDefCoordinates(defCoordinates))) return badRequest(c);
      store.geo.defCoordinates = defCoordinates;
    }
    return c.json({ defCoordinates: store.geo.defCoordinates });
  }));

  return app;
}
