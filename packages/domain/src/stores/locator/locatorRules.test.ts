import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_CENTER } from '../map/latLng';
import {
  DEFAULT_SELECTION_MODE,
  isSelectionMode,
  SELECT_STORE_METHOD_PARAM,
  backPlan,
  canConfirm,
  closesHostPage,
  confirmPlan,
  filterCities,
  locatorStartPoint,
  markerKind,
  parseLocatorParams,
  parseSkuList,
  selectedShop,
  selectionAfterLoad,
  selectionModeOf,
  shopStockState,
  showsCityPicker,
  showsMap,
  toLocatorShop,
  toWireStore,
  withStock,
} from './locatorRules';
import type { StdAddress } from './model';
import { locatorShop, wireShop } from './locator.fixtures';


describe('F3.18 start point', () => {
  it('uses the device position when the host or the browser gives one', () => {
    expect(locatorStartPoint({ latitude: 10, longitude: 20 })).toEqual({ point: { lat: 10, lng: 20 }, source: 'device' });
  });
  it('falls back to the configured defCoordinates, then the built-in centre', () => {
    expect(locatorStartPoint(null, '12.5,30.25')).toEqual({ point: { lat: 12.5, lng: 30.25 }, source: 'default' });
    expect(locatorStartPoint(null, 'nonsense')).toEqual({ point: FALLBACK_MAP_CENTER, source: 'default' });
    expect(locatorStartPoint({ latitude: 200, longitude: 0 })).toEqual({ point: FALLBACK_MAP_CENTER, source: 'default' });
  });
});

describe('F3.18 selection mode (selectStoreMethod)', () => {
  it('reads map, comboBox and both; anything else is both', () => {
    expect(selectionModeOf('map')).toBe('map');
    expect(selectionModeOf(' comboBox ')).toBe('comboBox');
    expect(selectionModeOf('both')).toBe('both');
    expect(selectionModeOf(undefined)).toBe('both');
    expect(selectionModeOf('MAP')).toBe('both');
  });
  it('names the configuration parameter selectStoreMethod, both by default, and knows only the three modes', () => {
    expect(SELECT_STORE_METHOD_PARAM).toBe('selectStoreMethod');
    expect(DEFAULT_SELECTION_MODE).toBe('both');
    expect(['map', 'comboBox', 'both', 'combobox', '', undefined, 1].map(isSelectionMode)).toEqual([true, true, true, false, false, false, false]);
  });
  it('shows the map in map and both, the city picker in comboBox and both', () => {
    expect([showsMap('map'), showsMap('comboBox'), showsMap('both')]).toEqual([true, false, true]);
    expect([showsCityPicker('map'), showsCityPicker('comboBox'), showsCityPicker('both')]).toEqual([false, true, true]);
  });
});

describe('F3.18 stock', () => {
  it('is I when any SKU is out of stock, else A', () => {
    expect(shopStockState([{ sku: 'a', stockState: 'A' }, { sku: 'b', stockState: 'I' }])).toBe('I');
    expect(shopStockState([{ sku: 'a', stockState: 'A' }])).toBe('A');
    expect(shopStockState([])).toBe('A');
  });
  it('attaches the known stock to the shops', () => {
    const [first, second] = withStock([locatorShop('1'), locatorShop('2')], { '2': 'I' });
    expect(first!.stock).toBeUndefined();
    expect(second!.stock).toBe('I');
  });
});

describe('F3.18 markers', () => {
  it('marks the selected shop, then out-of-stock shops, then in-stock ones', () => {
    expect(markerKind(locatorShop('1', 'I'), '1')).toBe('selected');
    expect(markerKind(locatorShop('1', 'I'), '2')).toBe('noStock');
    expect(markerKind(locatorShop('1', 'A'), undefined)).toBe('inStock');
    expect(markerKind(locatorShop('1'), undefined)).toBe('inStock');
  });
});

describe('F3.18 Confirm', () => {
  it('is enabled only with a selected shop whose stock is not I once loading is done', () => {
    expect(canConfirm(undefined, false)).toBe(false);
    expect(canConfirm(locatorShop('1', 'I'), false)).toBe(false);
    expect(canConfirm(locatorShop('1', 'A'), true)).toBe(false);
    expect(canConfirm(locatorShop('1', 'A'), false)).toBe(true);
    expect(canConfirm(locatorShop('1'), false)).toBe(true);
  });
  it('finds the selected shop only among the listed ones', () => {
    expect(selectedShop([locatorShop('1')], '1')?.orgId).toBe('1');
    expect(selectedShop([locatorShop('1')], '2')).toBeUndefined();
    expect(selectedShop([locatorShop('1')], undefined)).toBeUndefined();
  });
});

describe('F3.18 selection after a load', () => {
  it("auto-selects a city's first shop", () => {
    expect(selectionAfterLoad([locatorShop('7'), locatorShop('8')], 'city', '8')).toBe('7');
    expect(selectionAfterLoad([], 'city', '8')).toBeUndefined();
  });
  it('keeps a nearby selection still listed and drops one that is not', () => {
    expect(selectionAfterLoad([locatorShop('7'), locatorShop('8')], 'near', '8')).toBe('8');
    expect(selectionAfterLoad([locatorShop('7')], 'all', '8')).toBeUndefined();
  });
});

describe('F3.18 city search (spec 03 §5)', () => {
  const cities: StdAddress[] = [
    { stdAddrId: 'C1', stdAddr: 'Old Town', addrLevelId: 3 },
    { stdAddrId: 'C2', stdAddr: 'Harbour District', addrLevelId: 3 },
  ];
  it('is a case-insensitive substring on the address name', () => {
    expect(filterCities(cities, 'TOWN').map((c) => c.stdAddrId)).toEqual(['C1']);
    expect(filterCities(cities, 'bour d').map((c) => c.stdAddrId)).toEqual(['C2']);
    expect(filterCities(cities, '  ')).toHaveLength(2);
    expect(filterCities(cities, 'zzz')).toEqual([]);
  });
});

describe('F3.18 query parameters', () => {
  it('reads every parameter', () => {
    const params = parseLocatorParams(
      new URLSearchParams({
        tag: 'PICKUP',
        skuList: '["SKU-1", 2, "SKU-1", ""]',
        redirectUrl: '/shop/checkout?step=2',
        callback: 'closePage',
        saveParamKey: 'pickupShop',
        renderInModal: 'true',
      }),
    );
    expect(params).toEqual({
      tag: 'PICKUP',
      skuList: ['SKU-1', '2'],
      redirectUrl: '/shop/checkout?step=2',
      callback: 'closePage',
      saveParamKey: 'pickupShop',
      renderInModal: true,
    });
  });
  it('ignores a redirect off the site and a malformed SKU list', () => {
    for (const redirectUrl of ['https://evil.example/x', '//evil.example', '/\\evil', 'javascript:alert(1)']) {
      expect(parseLocatorParams(new URLSearchParams({ redirectUrl })).redirectUrl).toBeUndefined();
    }
    expect(parseSkuList('{"a":1}')).toEqual([]);
    expect(parseSkuList('[oops')).toEqual([]);
    expect(parseLocatorParams(new URLSearchParams()).renderInModal).toBe(false);
  });
});

describe('F3.18 confirm and Back plans', () => {
  const chosen = locatorShop('BH-01', 'A');
  it('saves and closes when the redirect contains /confirmOrder or callback is closePage', () => {
    expect(closesHostPage({ redirectUrl: '/confirmOrder?x=1' })).toBe(true);
    expect(closesHostPage({ callback: 'closePage' })).toBe(true);
    expect(closesHostPage({ redirectUrl: '/shop/checkout' })).toBe(false);
    expect(confirmPlan({ callback: 'closePage', saveParamKey: 'pickupShop' }, chosen)).toEqual({
      kind: 'saveAndClose',
      key: 'pickupShop',
      shop: toWireStore(chosen),
    });
    expect(confirmPlan({ redirectUrl: '/confirmOrder' }, chosen)).toMatchObject({ key: 'selectedShop' });
  });
  it('otherwise replaces the route with the redirect plus the point parameter', () => {
    const plan = confirmPlan({ redirectUrl: '/shop/checkout?step=2#top' }, chosen);
    expect(plan.kind).toBe('redirect');
    const url = new URL((plan as { url: string }).url, 'http://localhost');
    expect(url.pathname).toBe('/shop/checkout');
    expect(url.searchParams.get('step')).toBe('2');
    expect(url.hash).toBe('#top');
    expect(JSON.parse(url.searchParams.get('point')!)).toMatchObject({ orgId: 'BH-01', busiHallName: 'Central Hall' });
    expect(confirmPlan({}, chosen)).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^\/\?point=/) });
  });
  it('Back closes the host page in the same cases, else goes back', () => {
    expect(backPlan({ callback: 'closePage' })).toBe('close');
    expect(backPlan({ redirectUrl: '/confirmOrder' })).toBe('close');
    expect(backPlan({ redirectUrl: '/shop' })).toBe('back');
  });
  it('the wire shape round-trips', () => {
    const { distanceMeters: _distance, ...withoutDistance } = chosen;
    expect(toLocatorShop(toWireStore(chosen))).toEqual(withoutDistance);
    expect(toWireStore(toLocatorShop(wireShop))).toMatchObject({ orgId: 'BH-01', coordinates: wireShop.coordinates });
  });
});
