/** Shops of the locator as the tests drive them (not shipped). */
import { toLocatorShop } from './locatorRules';
import type { LocatorShop, WireStore } from './model';

/** A shop as the store list answers it, every field filled. */
export const wireShop: WireStore = {
  orgId: 'BH-01',
  busiHallName: 'Central Hall',
  address: '1 Market Street',
  contactPhone: '0211234567',
  coordinates: { latitude: 13.2211, longitude: 32.9027 },
  openingHours: [{ weekdays: [6, 0, 1, 2, 3, 4], open: '09:00', close: '21:00' }],
  distanceMeters: 120,
};

/** That shop as the locator shows it, under another id and with a stock state when given. */
export const locatorShop = (orgId: string, stock?: 'A' | 'I'): LocatorShop => ({
  ...toLocatorShop({ ...wireShop, orgId }),
  ...(stock ? { stock } : {}),
});
