import { Hono, type Context } from 'hono';
import { ShopLocatorPath, isSelectionMode, type LatLng } from '@gaia/domain';
import { badRequest, ok, readJsonObject, stringField } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';

/** The most SKUs one inventory call may ask for, and the longest tag, SKU or id accepted. */
const MAX_SKUS = 50;
const MAX_TEXT = 64;

/** An optional short text field: absent → undefined, valid → the text, otherwise null (bad request). */
function optionalText(body: Record<string, unknown>, name: string): string | undefined | null {
  if (body[name] === undefined || body[name] === null || body[name] === '') return undefined;
  const value = stringField(body, name);
  return value !== undefined && value.length <= MAX_TEXT ? value : null;
}

/** `{ latitude, longitude }` in range: absent → undefined, valid → the point, otherwise null. */
function optionalPoint(body: Record<string, unknown>, name: string): LatLng | undefined | null {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  const lat = typeof latitude === 'string' && latitude.trim() ? Number(latitude) : latitude;
  const lng = typeof longitude === 'string' && longitude.trim() ? Number(longitude) : longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The body as an object, or the 400 answer. */
async function bodyOf(c: Context): Promise<Record<string, unknown> | Response> {
  return (await readJsonObject(c)) ?? badRequest(c);
}

/**
 * Shops (business halls) with opening details and stock per SKU (spec 03 §7; F3.18), paths in
 * ShopLocatorPath (documented in packages/domain/src/stores/locator/README.md). Public: the locator
 * serves visitors too. Malformed bodies answer 400 with the envelope.
 * - POST /ecare/busiHall/qryShopList {tag?, coordinates?} → shops within 15 km, nearest first
 *   (every shop of the tag without coordinates; [] when none is near, so the caller retries);
 * - POST /ecare/busiHall/qryStoreByAddrId {stdAddrId, tag?, anchorPointCoordinates?} → a city's shops;
 * - POST /ecare/common/stdAddr/qryStdAddrList {addrLevelId} → the cities for level 3, [] otherwise;
 * - POST /ecare/busiHall/list {tag?} → every shop;
 * - POST /ecare/shop/businessHall/inventory {businessHallId, skuList} → {businessHallId, skuStockList}.
 * The selection mode is served with the configuration parameters (selectStoreMethod, both unless
 * set). Control: GET/POST /__sandbox/shops {selectStoreMethod?: map | comboBox | both}; a reset
 * restores both.
 */
export function shopRoutes(store: SandboxStore): Hono {
  const app = new Hono();

  app.post(ShopLocatorPath.shopList, async (c) => {
    const body = await bodyOf(c);
    if (body instanceof Response) return body;
    const tag = optionalText(body, 'tag');
    const point = optionalPoint(body, 'coordinates');
    if (tag === null || point === null) return badRequest(c);
    return ok(c, point ? store.shops.near(point, tag) : store.shops.all(tag));
  });

  app.post(ShopLocatorPath.storesByAddress, async (c) => {
    const body = await bodyOf(c);
    if (body instanceof Response) return body;
    const stdAddrId = optionalText(body, 'stdAddrId');
    const tag = optionalText(body, 'tag');
    const anchor = optionalPoint(body, 'anchorPointCoordinates');
    if (!stdAddrId || tag === null || anchor === null) return badRequest(c);
    return ok(c, store.shops.inCity(stdAddrId, tag, anchor));
  });

  app.post(ShopLocatorPath.stdAddrList, async (c) => {
    const body = await bodyOf(c);
    if (body instanceof Response) return body;
    const level = typeof body.addrLevelId === 'string' ? Number(body.addrLevelId) : body.addrLevelId;
    if (typeof level !== 'number' || !Number.isInteger(level)) return badRequest(c);
    return ok(c, store.shops.cities().filter((city) => city.addrLevelId === level));
  });

  app.post(ShopLocatorPath.busiHallList, async (c) => {
    const body = await bodyOf(c);
    if (body instanceof Response) return body;
    const tag = optionalText(body, 'tag');
    if (tag === null) return badRequest(c);
    return ok(c, store.shops.all(tag));
  });

  app.post(ShopLocatorPath.inventory, async (c) => {
    const body = await bodyOf(c);
    if (body instanceof Response) return body;
    const businessHallId = optionalText(body, 'businessHallId');
    const skuList = body.skuList;
    const validSkus =
      Array.isArray(skuList) &&
      skuList.length <= MAX_SKUS &&
      skuList.every((sku) => typeof sku === 'string' && sku.length > 0 && sku.length <= MAX_TEXT);
    if (!businessHallId || !validSkus) return badRequest(c);
    const inventory = store.shops.inventory(businessHallId, skuList as string[]);
    return inventory ? ok(c, inventory) : badRequest(c, 'gaia_locator_unknown_shop');
  });

  app.get('/__sandbox/shops', (c) => c.json({ selectStoreMethod: store.shops.selectStoreMethod }));
  app.post('/__sandbox/shops', async (c) => {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    if (body.selectStoreMethod !== undefined) {
      if (!isSelectionMode(body.selectStoreMethod)) return badRequest(c);
      store.shops.selectStoreMethod = body.selectStoreMethod;
    }
    return c.json({ selectStoreMethod: store.shops.selectStoreMethod });
  });

  return app;
}
