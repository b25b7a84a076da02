import { describe, expect, it } from 'vitest';
import {
  addShippingAddressHref,
  canGoNext,
  filterStdAddresses,
  mapBackTarget,
  mapPageTitleKey,
  nextHref,
  registerHref,
  safeRedirectPath,
  showsSkip,
  toCurrentAddr,
} from './mapPageRules';
import type { GeoStdAddress, Tower } from './model';

const address = { stdAddrId: 'A-1', formatted_address: '12 Nile Avenue, Gaia City', lat: 13.2211471, lng: 32.9026749 };
const tower: Tower = { towerId: 'T-1', towerName: 'Central', latitude: 13.22, longitude: 32.9, coverageRadius: 600 };

describe('F3.17 map page rules (spec 03 §2, §4, §5, §6)', () => {
  it('titles the page by type', () => {
    expect(mapPageTitleKey('coverage')).toBe('gaia_map_title_coverage');
    expect(mapPageTitleKey(null)).toBe('gaia_map_title_address');
    expect(mapPageTitleKey('address')).toBe('gaia_map_title_address');
  });

  it('offers Skip on mobile outside coverage mode only', () => {
    expect(showsSkip(null, true)).toBe(true);
    expect(showsSkip('coverage', true)).toBe(false);
    expect(showsSkip(null, false)).toBe(false);
  });

  it('keeps Next disabled until an address is chosen', () => {
    expect(canGoNext(undefined)).toBe(false);
    expect(canGoNext(address)).toBe(true);
  });

  it('sends Back to the delivery step when the tempLogin flag is set', () => {
    expect(mapBackTarget(true)).toBe('/h5/buySimCard/delivery');
    expect(mapBackTarget(false)).toBeUndefined();
  });

  it('skips to the shipping address with mapAddr and latlng "(lat,lng)"', () => {
    const href = addShippingAddressHref(address);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/h5/addShippingAddress');
    expect(url.searchParams.get('mapAddr')).toBe('12 Nile Avenue, Gaia City');
    expect(url.searchParams.get('latlng')).toBe('(13.2211,32.9027)');
  });

  it('goes Next to the redirect path (same site only) or /, with currentAddr and the nearest tower', () => {
    const current = toCurrentAddr(address, tower);
    expect(current).toEqual({ stdAddrId: 'A-1', formatted_address: '12 Nile Avenue, Gaia City', lat: 13.2211, lng: 32.9027, nearestTower: tower });
    const next = new URL(nextHref('/onboarding?step=1', current), 'http://x');
    expect(next.pathname).toBe('/onboarding');
    expect(next.searchParams.get('step')).toBe('1');
    expect(JSON.parse(next.searchParams.get('currentAddr')!)).toEqual(current);
    expect(new URL(nextHref('https://evil.example/', current), 'http://x').pathname).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBeUndefined();
  });

  it('registers with currentAddr from the service-unavailable dialog', () => {
    const url = new URL(registerHref(toCurrentAddr(address, null)), 'http://x');
    expect(url.pathname).toBe('/h5/onBoarding/register');
    expect(JSON.parse(url.searchParams.get('currentAddr')!).nearestTower).toBeNull();
  });

  it('filters the address list case-insensitively', () => {
    const list: GeoStdAddress[] = [
      { stdAddrId: '1', stdAddr: '12 Nile Avenue', addrLevelId: 5, lat: 1, lng: 1 },
      { stdAddrId: '2', stdAddr: '3 Quay Road', addrLevelId: 5, lat: 1, lng: 1 },
    ];
    expect(filterStdAddresses(list, 'NILE').map((a) => a.stdAddrId)).toEqual(['1']);
    expect(filterStdAddresses(list, '  ')).toHaveLength(2);
  });
});
