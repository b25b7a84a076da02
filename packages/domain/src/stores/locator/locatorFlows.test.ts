import { describe, expect, it, vi } from 'vitest';
import { loadLocatorShops, loadShopStock, type LocatorShopCalls } from './locatorFlows';
import type { WireStore } from './model';

const store = (orgId: string): WireStore => ({
  orgId,
  busiHallName: `Hall ${orgId}`,
  address: 'Street',
  contactPhone: '021',
  coordinates: { latitude: 1, longitude: 2 },
});

function fakeApi(overrides: Partial<LocatorShopCalls> = {}): LocatorShopCalls {
  return {
    shopList: vi.fn(async () => []),
    storesByAddress: vi.fn(async () => []),
    inventory: vi.fn(async (id: string) => ({ businessHallId: id, skuStockList: [] })),
    ...overrides,
  };
}

describe('F3.18 loading shops', () => {
  const point = { lat: 13.2, lng: 32.9 };
  it('lists the shops near the point', async () => {
    const api = fakeApi({ shopList: vi.fn(async () => [store('1')]) });
    await expect(loadLocatorShops(api, { kind: 'near', point, tag: 'T' })).resolves.toMatchObject({
      scope: 'near',
      shops: [{ orgId: '1', name: 'Hall 1' }],
    });
    expect(api.shopList).toHaveBeenCalledTimes(1);
    expect(api.shopList).toHaveBeenCalledWith('T', point);
  });
  it('retries without coordinates when none is near', async () => {
    const shopList = vi.fn(async (_tag?: string, at?: unknown) => (at ? [] : [store('9')]));
    const result = await loadLocatorShops(fakeApi({ shopList }), { kind: 'near', point });
    expect(shopList).toHaveBeenNthCalledWith(2, undefined);
    expect(result).toMatchObject({ scope: 'all', shops: [{ orgId: '9' }] });
  });
  it("loads a city's shops by its address id", async () => {
    const api = fakeApi({ storesByAddress: vi.fn(async () => [store('5'), store('6')]) });
    const result = await loadLocatorShops(api, { kind: 'city', stdAddrId: 'C-1', anchor: point });
    expect(api.storesByAddress).toHaveBeenCalledWith('C-1', undefined, point);
    expect(result.scope).toBe('city');
    expect(result.shops.map((s) => s.orgId)).toEqual(['5', '6']);
  });
});

describe('F3.18 stock per shop', () => {
  it('asks each shop for the SKU list and answers I when any SKU is out', async () => {
    const inventory = vi.fn(async (id: string, skus: readonly string[]) => ({
      businessHallId: id,
      skuStockList: skus.map((sku) => ({ sku, stockState: id === '2' && sku === 'B' ? ('I' as const) : ('A' as const) })),
    }));
    await expect(loadShopStock({ inventory }, ['1', '2'], ['A', 'B'])).resolves.toEqual({ '1': 'A', '2': 'I' });
    expect(inventory).toHaveBeenCalledWith('1', ['A', 'B']);
  });
  it('makes no call without SKUs', async () => {
    const inventory = vi.fn();
    await expect(loadShopStock({ inventory }, ['1'], [])).resolves.toEqual({});
    expect(inventory).not.toHaveBeenCalled();
  });
});
