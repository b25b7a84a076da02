import { describe, expect, it } from 'vitest';
import { recordingHttp } from '../../kernel/testing/fakeHttp';
import { ShopLocatorPath, createShopLocatorApi } from './locatorCalls';

describe('F3.18 shop locator calls (spec 03 §7)', () => {
  it('sends qryShopList (tag, coordinates), qryStoreByAddrId (stdAddrId, tag, anchorPointCoordinates), qryStdAddrList (addrLevelId 3), busiHall/list and the inventory (businessHallId, skuList)', async () => {
    const { http, calls } = recordingHttp([]);
    const api = createShopLocatorApi(http);
    const point = { lat: 13.2211, lng: 32.9026 };
    await api.shopList('PICKUP', point);
    await api.shopList(undefined);
    await api.storesByAddress('C-1', 'PICKUP', point);
    await api.storesByAddress('C-1', undefined);
    await api.stdAddrList();
    await api.busiHallList('PICKUP');
    await api.inventory('BH-101', ['SKU-1', 'SKU-2']);
    const coordinates = { latitude: 13.2211, longitude: 32.9026 };
    expect(calls.map((c) => [c.path, c.data])).toEqual([
      [ShopLocatorPath.shopList, { tag: 'PICKUP', coordinates }],
      // The retry without coordinates (spec 03 §4 "if none, retry without coordinates").
      [ShopLocatorPath.shopList, {}],
      [ShopLocatorPath.storesByAddress, { stdAddrId: 'C-1', tag: 'PICKUP', anchorPointCoordinates: coordinates }],
      [ShopLocatorPath.storesByAddress, { stdAddrId: 'C-1' }],
      [ShopLocatorPath.stdAddrList, { addrLevelId: 3 }],
      ['/ecare/busiHall/list', { tag: 'PICKUP' }],
      ['/ecare/shop/businessHall/inventory', { businessHallId: 'BH-101', skuList: ['SKU-1', 'SKU-2'] }],
    ]);
  });
});
