import { describe, expect, it } from 'vitest';
import { FALLBACK_MAP_CENTER, MapConfigParam, MapPath, parseDefCoordinates, type CityMap, type GeoStdAddress, type GeocodedAddress, type NearestTowerResult, type Tower } from '@gaia/domain/stores';
import { createTestSandbox } from '../testing/sandboxTest';

const centre = { latitude: FALLBACK_MAP_CENTER.lat, longitude: FALLBACK_MAP_CENTER.lng };
/** 3 Quay Road, in the Harbour: a standard address without coverage. */
const harbour = { latitude: 13.2141, longitude: 32.9113 };

describe('F3.17 demo city: towers, coverage, reverse geocoding', () => {
  it('lists the towers with their positions and coverage radius', async () => {
    const sbx = await createTestSandbox();
    const towers = (await sbx.post<Tower[]>(MapPath.towerList)).body.data!;
    expect(towers.length).toBeGreaterThanOrEqual(5);
    expect(towers[0]).toEqual({ towerId: 'TWR-001', towerName: 'Independence Square', latitude: 13.2211, longitude: 32.899, coverageRadius: 600 });
  });

  it('answers the nearest covering tower at the built-in centre, and none in the Harbour', async () => {
    const sbx = await createTestSandbox();
    const covered = (await sbx.post<NearestTowerResult>(MapPath.nearestTower, centre)).body.data!;
    expect(covered.nearestTower?.towerId).toBe('TWR-001');
    expect(covered.availableTowerList.map((t) => t.towerId)).toContain('TWR-001');
    const uncovered = (await sbx.post<NearestTowerResult>(MapPath.nearestTower, harbour)).body.data!;
    expect(uncovered).toEqual({ nearestTower: null, availableTowerList: [] });
  });

  it('reverse-geocodes a point to the nearest standard address, and nothing in the outskirts', async () => {
    const sbx = await createTestSandbox();
    const found = (await sbx.post<GeocodedAddress | null>(MapPath.reverseGeocode, centre)).body.data;
    expect(found).toEqual({ stdAddrId: 'ADR-1001', formatted_address: '1 Independence Square, City Centre, Gaia City', lat: 13.2215, lng: 32.903 });
    const far = await sbx.post<GeocodedAddress | null>(MapPath.reverseGeocode, { latitude: 13.3, longitude: 33.1 });
    expect(far.body.code).toBe('200');
    expect(far.body.data).toBeNull();
  });

  it('lists street addresses, filtered case-insensitively by keyword', async () => {
    const sbx = await createTestSandbox();
    const all = (await sbx.post<GeoStdAddress[]>(MapPath.stdAddrList, {})).body.data!;
    expect(all.length).toBeGreaterThanOrEqual(12);
    const quay = (await sbx.post<GeoStdAddress[]>(MapPath.stdAddrList, { keyword: 'QUAY' })).body.data!;
    expect(quay.map((a) => a.stdAddr)).toEqual(['3 Quay Road, Harbour, Gaia City', '19 Quay Road, Harbour, Gaia City']);
  });

  it('serves the city map: districts, roads and place names', async () => {
    const sbx = await createTestSandbox();
    const map = (await sbx.get<CityMap>(MapPath.cityMap)).body.data!;
    const kinds = new Set(map.features.map((f) => f.properties.kind));
    expect(kinds).toEqual(new Set(['district', 'road', 'place']));
  });

  it('gives the shop locator its city list (address level 3) from the same data', async () => {
    const sbx = await createTestSandbox();
    expect(sbx.store.geo.cities().every((city) => city.addrLevelId === 3)).toBe(true);
    expect(sbx.store.geo.cities()[0]?.stdAddrId).toBe('CITY-GAIA');
  });

  it('answers 400 with the envelope for malformed bodies', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf(MapPath.nearestTower, '{not json')).toBe(400);
    expect(await sbx.statusOf(MapPath.nearestTower, { latitude: 'x', longitude: 1 })).toBe(400);
    expect(await sbx.statusOf(MapPath.nearestTower, { latitude: 95, longitude: 1 })).toBe(400);
    expect(await sbx.statusOf(MapPath.reverseGeocode, [1, 2])).toBe(400);
    expect(await sbx.statusOf(MapPath.stdAddrList, { keyword: 12 })).toBe(400);
    expect(await sbx.statusOf(MapPath.towerList, '{bad')).toBe(400);
    const answer = await sbx.post(MapPath.reverseGeocode, {});
    expect(answer.body.code).not.toBe('200');
    expect(answer.body.resultMsg).toEqual(expect.any(String));
  });
});

describe('F3.17 defCoordinates, the configured map centre (spec 03 §3)', () => {
  const served = async (sbx: Awaited<ReturnType<typeof createTestSandbox>>) =>
    (await sbx.get<{ paramCode: string; paramValue: string }[]>(`/ecare/common/system/configParam/list?paramCodes=${MapConfigParam.defCoordinates}`)).body.data;

  it('is served with the configuration parameters as "lat,lng": the demo city centre by default, one the portal reads', async () => {
    const sbx = await createTestSandbox();
    const [param] = (await served(sbx))!;
    expect(param).toEqual({ paramCode: 'defCoordinates', paramValue: '13.221147,32.902675' });
    expect(parseDefCoordinates(param!.paramValue)).toEqual(FALLBACK_MAP_CENTER);
  });

  it('the control route moves it or removes it (null), refuses a malformed value with 400, and a reset restores it', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/map', { defCoordinates: '13.2262,32.9061' });
    expect(await served(sbx)).toEqual([{ paramCode: 'defCoordinates', paramValue: '13.2262,32.9061' }]);
    for (const bad of ['(13.2,32.9)', '91,32.9', 'centre', 13.2, ['13.2', '32.9']]) {
      expect(await sbx.statusOf('/__sandbox/map', { defCoordinates: bad }), JSON.stringify(bad)).toBe(400);
    }
    expect(await sbx.statusOf('/__sandbox/map', '[')).toBe(400);
    expect((await sbx.get<never>('/__sandbox/map')).body).toEqual({ defCoordinates: '13.2262,32.9061' });
    await sbx.post('/__sandbox/map', { defCoordinates: null });
    expect(await served(sbx)).toEqual([]);
    await sbx.post('/__sandbox/reset', {});
    expect(await served(sbx)).toEqual([{ paramCode: 'defCoordinates', paramValue: '13.221147,32.902675' }]);
  });
});
