import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_CENTER, SELECT_STORE_METHOD_PARAM, ShopLocatorPath, type ShopInventory, type StdAddress, type WireStore } from '@gaia/domain';
import { createTestSandbox } from '../testing/sandboxTest';

const centre = { latitude: FALLBACK_MAP_CENTER.lat, longitude: FALLBACK_MAP_CENTER.lng };

describe('F3.18 shop locator calls', () => {
  it('qryShopList answers the shops near a point, nearest first, with their details', async () => {
    const sbx = await createTestSandbox();
    const { body } = await sbx.post<WireStore[]>(ShopLocatorPath.shopList, { coordinates: centre });
    const shops = body.data!;
    expect(shops.map((shop) => shop.orgId)).toEqual(['BH-101', 'BH-104', 'BH-102', 'BH-105', 'BH-103', 'BH-106', 'BH-108', 'BH-107']);
    const distances = shops.map((shop) => shop.distanceMeters!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(shops[0]).toMatchObject({
      busiHallName: 'Gaia Central Hall',
      address: expect.any(String),
      contactPhone: expect.stringMatching(/^\d+$/),
      coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) },
      openingHours: [expect.objectContaining({ open: '09:00', close: '21:00' }), expect.anything()],
    });
  });

  it('answers an empty list far from every shop, and every shop without coordinates', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.post<WireStore[]>(ShopLocatorPath.shopList, { coordinates: { latitude: 0, longitude: 0 } })).body.data).toEqual([]);
    expect((await sbx.post<WireStore[]>(ShopLocatorPath.shopList, {})).body.data).toHaveLength(12);
    expect((await sbx.post<WireStore[]>(ShopLocatorPath.busiHallList, {})).body.data).toHaveLength(12);
  });

  it('filters by tag', async () => {
    const sbx = await createTestSandbox();
    const pickup = (await sbx.post<WireStore[]>(ShopLocatorPath.shopList, { tag: 'PICKUP', coordinates: centre })).body.data!;
    expect(pickup.map((shop) => shop.orgId)).not.toContain('BH-105');
    expect((await sbx.post<WireStore[]>(ShopLocatorPath.busiHallList, { tag: 'NOPE' })).body.data).toEqual([]);
  });

  it('lists the cities (level 3) and a city’s shops, nearest the anchor first', async () => {
    const sbx = await createTestSandbox();
    const cities = (await sbx.post<StdAddress[]>(ShopLocatorPath.stdAddrList, { addrLevelId: 3 })).body.data!;
    expect(cities.map((city) => city.stdAddr)).toEqual(['Gaia City', 'Riverside', 'Northgate', 'Palm Bay']);
    expect((await sbx.post<StdAddress[]>(ShopLocatorPath.stdAddrList, { addrLevelId: 2 })).body.data).toEqual([]);
    const riverside = (await sbx.post<WireStore[]>(ShopLocatorPath.storesByAddress, {
      stdAddrId: 'CITY-RIVERSIDE',
      anchorPointCoordinates: { latitude: 13.4952, longitude: 32.9433 },
    })).body.data!;
    expect(riverside.map((shop) => shop.orgId)).toEqual(['BH-202', 'BH-201']);
    expect((await sbx.post<WireStore[]>(ShopLocatorPath.storesByAddress, { stdAddrId: 'CITY-PALMBAY' })).body.data).toEqual([]);
  });

  it('answers the stock per SKU by the documented rule, and store overrides until reset', async () => {
    const sbx = await createTestSandbox();
    const ask = async (businessHallId: string, skuList: string[]) =>
      (await sbx.post<ShopInventory>(ShopLocatorPath.inventory, { businessHallId, skuList })).body.data!.skuStockList;
    expect(await ask('BH-101', ['SKU-ANY', 'SKU-X-OOS', 'SKU-X-LTD'])).toEqual([
      { sku: 'SKU-ANY', stockState: 'A' },
      { sku: 'SKU-X-OOS', stockState: 'I' },
      { sku: 'SKU-X-LTD', stockState: 'A' },
    ]);
    expect(await ask('BH-104', ['SKU-ANY', 'SKU-SIM'])).toEqual([
      { sku: 'SKU-ANY', stockState: 'I' },
      { sku: 'SKU-SIM', stockState: 'A' },
    ]);
    expect(await ask('BH-107', ['SKU-ESIM'])).toEqual([{ sku: 'SKU-ESIM', stockState: 'I' }]);
    expect(sbx.store.shops.shopsWithSku('SKU-X-LTD')).toEqual(['BH-101']);
    expect(sbx.store.shops.shopsWithSku('SKU-ANY')).not.toContain('BH-202');
    sbx.store.shops.setStock('BH-101', 'SKU-ANY', 'I');
    expect(await ask('BH-101', ['SKU-ANY'])).toEqual([{ sku: 'SKU-ANY', stockState: 'I' }]);
    sbx.store.reset();
    expect(sbx.store.shops.stockOf('BH-101', 'SKU-ANY')).toBe('A');
  });

  it('answers 400 with the envelope for malformed bodies and an unknown shop', async () => {
    const sbx = await createTestSandbox();
    const bad: [string, unknown][] = [
      [ShopLocatorPath.shopList, '{not json'],
      [ShopLocatorPath.shopList, [1, 2]],
      [ShopLocatorPath.shopList, { coordinates: 'here' }],
      [ShopLocatorPath.shopList, { coordinates: { latitude: 95, longitude: 0 } }],
      [ShopLocatorPath.shopList, { tag: 7 }],
      [ShopLocatorPath.storesByAddress, {}],
      [ShopLocatorPath.stdAddrList, { addrLevelId: 'three' }],
      [ShopLocatorPath.busiHallList, { tag: 'x'.repeat(65) }],
      [ShopLocatorPath.inventory, { businessHallId: 'BH-101' }],
      [ShopLocatorPath.inventory, { businessHallId: 'BH-101', skuList: [1] }],
      [ShopLocatorPath.inventory, { businessHallId: 'BH-101', skuList: Array.from({ length: 51 }, (_, i) => `S${i}`) }],
      [ShopLocatorPath.inventory, { businessHallId: 'BH-999', skuList: ['A'] }],
    ];
    for (const [path, body] of bad) {
      const answer = await sbx.post(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.resultMsg).toEqual(expect.any(String));
    }
  });
});

describe('F3.18 selectStoreMethod, a configuration parameter (spec 03 §3)', () => {
  const modeServed = async (sbx: Awaited<ReturnType<typeof createTestSandbox>>) =>
    (await sbx.get<{ paramCode: string; paramValue: string }[]>(`/ecare/common/system/configParam/list?paramCodes=${SELECT_STORE_METHOD_PARAM}`)).body.data;

  it('is served with the configuration parameters, both by default, alone and in the whole list', async () => {
    const sbx = await createTestSandbox();
    expect(await modeServed(sbx)).toEqual([{ paramCode: 'selectStoreMethod', paramValue: 'both' }]);
    const single = await sbx.get<{ paramValue: string }>(`/ecare/common/system/configParam?paramCode=${SELECT_STORE_METHOD_PARAM}`);
    expect(single.body.data!.paramValue).toBe('both');
    const all = (await sbx.get<{ paramCode: string }[]>('/ecare/common/system/configParam/list')).body.data!;
    expect(all.map((param) => param.paramCode)).toContain('selectStoreMethod');
  });

  it('the control route sets map, comboBox or both, refuses anything else with 400, and a reset restores both', async () => {
    const sbx = await createTestSandbox();
    for (const mode of ['map', 'comboBox', 'both'] as const) {
      await sbx.post('/__sandbox/shops', { selectStoreMethod: mode });
      expect(await modeServed(sbx)).toEqual([{ paramCode: 'selectStoreMethod', paramValue: mode }]);
    }
    await sbx.post('/__sandbox/shops', { selectStoreMethod: 'map' });
    expect(await sbx.statusOf('/__sandbox/shops', { selectStoreMethod: 'combobox' })).toBe(400);
    expect(await sbx.statusOf('/__sandbox/shops', '[')).toBe(400);
    expect((await sbx.get<never>('/__sandbox/shops')).body).toEqual({ selectStoreMethod: 'map' });
    await sbx.post('/__sandbox/reset', {});
    expect(await modeServed(sbx)).toEqual([{ paramCode: 'selectStoreMethod', paramValue: 'both' }]);
  });
});
