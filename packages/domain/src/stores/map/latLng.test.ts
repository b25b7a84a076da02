import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_ZOOM,
  FALLBACK_MAP_CENTER,
  distanceMeters,
  formatLatLng,
  initialMapCenter,
  isValidLatLng,
  parseDefCoordinates,
  parseLatLng,
} from './latLng';

describe('F3.17 map points (spec 03 §2, §5, §9)', () => {
  it('formats "(lat,lng)" with at most 4 decimals', () => {
    expect(formatLatLng({ lat: 13.221147, lng: 32.902675 })).toBe('(13.2211,32.9027)');
    expect(formatLatLng({ lat: -0.00001, lng: 5 })).toBe('(0,5)');
  });

  it('parses the "(lat,lng)" form, brackets optional, and refuses garbage or out-of-range points', () => {
    expect(parseLatLng('(13.2211,32.9027)')).toEqual({ lat: 13.2211, lng: 32.9027 });
    expect(parseLatLng(' 13.2 , -32.9 ')).toEqual({ lat: 13.2, lng: -32.9 });
    expect(parseLatLng('(91,0)')).toBeUndefined();
    expect(parseLatLng('abc')).toBeUndefined();
    expect(parseLatLng(null)).toBeUndefined();
  });

  it('parses the configured defCoordinates "lat,lng" string', () => {
    expect(parseDefCoordinates('15.5,32.5')).toEqual({ lat: 15.5, lng: 32.5 });
    expect(parseDefCoordinates('(15.5,32.5)')).toBeUndefined();
    expect(parseDefCoordinates('')).toBeUndefined();
  });

  it('starts at the device location, else the configured centre, else the built-in fallback at zoom 16', () => {
    expect(initialMapCenter({ lat: 1, lng: 2 }, '15.5,32.5')).toEqual({ lat: 1, lng: 2 });
    expect(initialMapCenter(undefined, '15.5,32.5')).toEqual({ lat: 15.5, lng: 32.5 });
    expect(initialMapCenter(undefined, 'nonsense')).toEqual({ lat: 13.221147, lng: 32.902675 });
    expect(FALLBACK_MAP_CENTER).toEqual({ lat: 13.221147, lng: 32.902675 });
    expect(DEFAULT_MAP_ZOOM).toBe(16);
  });

  it('validates ranges and measures distances', () => {
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(Math.round(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }))).toBe(111195);
  });
});
