import { describe, expect, it } from 'vitest';
import { recordingHttp } from '../../kernel/testing/fakeHttp';
import { MapPath, createMapApi } from './mapCalls';

describe('F3.17 map calls (spec 03 §7 "tower list", "nearest tower")', () => {
  it('asks the tower list with no payload and the nearest tower with latitude and longitude', async () => {
    const { http, calls } = recordingHttp();
    const api = createMapApi(http);
    const point = { lat: 13.221147, lng: 32.902675 };
    await api.towerList();
    await api.nearestTower(point);
    await api.reverseGeocode(point);
    await api.stdAddrList('quay');
    await api.stdAddrList();
    await api.cityMap();
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['POST', MapPath.towerList, {}],
      ['POST', MapPath.nearestTower, { latitude: 13.221147, longitude: 32.902675 }],
      ['POST', MapPath.reverseGeocode, { latitude: 13.221147, longitude: 32.902675 }],
      ['POST', MapPath.stdAddrList, { keyword: 'quay' }],
      ['POST', MapPath.stdAddrList, {}],
      ['GET', MapPath.cityMap, undefined],
    ]);
  });
});
