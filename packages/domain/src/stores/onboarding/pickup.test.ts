import { describe, expect, it } from 'vitest';
import { locatorShop } from '../locator/locator.fixtures';
import { PICKUP_SHOP_TAG, pickupShopOf, pickupSkuList } from './pickup';

const shop = locatorShop('BH-101', 'A');

describe('F3.19 pickup at a shop chosen with the shop locator (F3.18)', () => {
  it('asks the locator for the pickup shops with the chosen SIM type in stock', () => {
    expect(PICKUP_SHOP_TAG).toBe('PICKUP');
    expect(pickupSkuList('PHYSICAL_SIM')).toEqual(['SKU-SIM']);
    expect(pickupSkuList('E_SIM')).toEqual(['SKU-ESIM']);
    expect(pickupSkuList(undefined)).toEqual([]);
  });
  it('keeps the shop’s id, name and address for the order', () => {
    expect(pickupShopOf(shop)).toEqual({ orgId: 'BH-101', busiHallName: 'Central Hall', address: '1 Market Street' });
    expect(pickupShopOf({ ...shop, address: '' })).toEqual({ orgId: 'BH-101', busiHallName: 'Central Hall' });
  });
});
