import { DEFAULT_SELECTION_MODE, distanceMeters, type LatLng, type SelectionMode, type ShopInventory, type StdAddress, type StockState, type WireStore } from '@gaia/domain';
import type { Clock } from './clock';
import { SHOP_CITIES, SHOPS, stockOf as ruleStockOf, type SandboxShop } from './shopsData';

/** How far a shop may be from the asked point and still count as near (ours: the spec gives none). */
export const NEAR_RADIUS_METERS = 15_000;

/**
 * Shops (business halls) with opening details and stock per SKU (spec 03 F3.18). The shops and the
 * stock rule are in shopsData.ts; `setStock` overrides one shop's stock of one SKU until `reset()`
 * (a test making a shop run out, an order taking the last item). The book also holds the operator's
 * selectStoreMethod (spec 03 §3), served as a configuration parameter and set at /__sandbox/shops.
 */
export class ShopBook {
  private readonly overrides = new Map<string, StockState>();
  /** How the locator lets a shop be chosen: map, comboBox or both (the configuration parameter). */
  selectStoreMethod: SelectionMode = DEFAULT_SELECTION_MODE;

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    // Stock does not change with time; the clock is taken like every other book's.
    void this.clock;
    this.overrides.clear();
    this.selectStoreMethod = DEFAULT_SELECTION_MODE;
  }

  /** The cities (address level 3) the city list offers. */
  cities(): StdAddress[] {
    return structuredClone([...SHOP_CITIES]);
  }

  /** The shop with this orgId. */
  find(orgId: string): WireStore | undefined {
    const shop = SHOPS.find((candidate) => candidate.orgId === orgId);
    return shop ? toWire(shop) : undefined;
  }

  /** Every shop offering the tag (every shop without one), in the seeded order. */
  all(tag?: string): WireStore[] {
    return SHOPS.filter((shop) => offers(shop, tag)).map((shop) => toWire(shop));
  }

  /** The shops within the near radius of the point, nearest first, each with its distance. */
  near(point: LatLng, tag?: string): WireStore[] {
    return byDistance(SHOPS.filter((shop) => offers(shop, tag)), point).filter(
      (shop) => (shop.distanceMeters ?? 0) <= NEAR_RADIUS_METERS,
    );
  }

  /** The shops of a city, nearest the anchor first when one is given; [] for an unknown city. */
  inCity(stdAddrId: string, tag?: string, anchor?: LatLng): WireStore[] {
    const shops = SHOPS.filter((shop) => shop.cityId === stdAddrId && offers(shop, tag));
    return anchor ? byDistance(shops, anchor) : shops.map((shop) => toWire(shop));
  }

  /** The shop's stock of a SKU: an override, else the rule of shopsData.ts. */
  stockOf(orgId: string, sku: string): StockState {
    return this.overrides.get(key(orgId, sku)) ?? ruleStockOf(orgId, sku);
  }

  /** The orgIds of the shops with the SKU in stock (overrides included). */
  shopsWithSku(sku: string): string[] {
    return SHOPS.filter((shop) => this.stockOf(shop.orgId, sku) === 'A').map((shop) => shop.orgId);
  }

  /** Sets one shop's stock of one SKU until reset. */
  setStock(orgId: string, sku: string, state: StockState): void {
    this.overrides.set(key(orgId, sku), state);
  }

  /** The inventory answer for a shop, or undefined when there is no such shop. */
  inventory(orgId: string, skuList: readonly string[]): ShopInventory | undefined {
    if (!SHOPS.some((shop) => shop.orgId === orgId)) return undefined;
    return {
      businessHallId: orgId,
      skuStockList: [...new Set(skuList)].map((sku) => ({ sku, stockState: this.stockOf(orgId, sku) })),
    };
  }
}

const key = (orgId: string, sku: string) => `${orgId}\u0000${sku}`;

const offers = (shop: SandboxShop, tag: string | undefined) =>
  !tag || (shop.tags as readonly string[]).includes(tag);

function toWire(shop: SandboxShop, distance?: number): WireStore {
  return {
    orgId: shop.orgId,
    busiHallName: shop.busiHallName,
    address: shop.address,
    contactPhone: shop.contactPhone,
    coordinates: { latitude: shop.latitude, longitude: shop.longitude },
    openingHours: structuredClone(shop.openingHours),
    ...(distance === undefined ? {} : { distanceMeters: Math.round(distance) }),
  };
}

function byDistance(shops: readonly SandboxShop[], point: LatLng): WireStore[] {
  return shops
    .map((shop) => ({ shop, distance: distanceMeters(point, { lat: shop.latitude, lng: shop.longitude }) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ shop, distance }) => toWire(shop, distance));
}
