import { queryOptions } from '@tanstack/react-query';
import { MapConfigParam, initialMapCenter, mapKeys, type LatLng } from '@gaia/domain/stores';
import { createConfigApi, createMapApi } from '@gaia/domain/api';
import { readHttp } from '../../app/api';

/** The map's calls: all reads, so their failures are the page's to show (no toast). */
export const mapApi = createMapApi(readHttp);
const configApi = createConfigApi(readHttp);

/** What the map reads from the operator's configuration (ADR 0022). */
export interface MapSettings {
  /** The configured default centre, or the built-in fallback 13.221147,32.902675. */
  defaultCenter: LatLng;
  /** The operator's tile server; undefined draws the offline base. */
  tileUrl?: string;
  tileAttribution?: string;
}

/** Fixed for a visit: towers, the city map and the street addresses do not change while it lasts. */
const forTheVisit = { staleTime: Infinity, gcTime: Infinity } as const;

export const towersQuery = queryOptions({
  queryKey: mapKeys.towers(),
  queryFn: () => mapApi.towerList(),
  ...forTheVisit,
});
export const cityMapQuery = queryOptions({
  queryKey: mapKeys.cityMap(),
  queryFn: () => mapApi.cityMap(),
  ...forTheVisit,
});
export const streetAddressesQuery = queryOptions({
  queryKey: mapKeys.streetAddresses(),
  queryFn: () => mapApi.stdAddrList(),
  ...forTheVisit,
});

/**
 * defCoordinates and the tile server from the configuration parameters; a failed read leaves the
 * built-in centre and the offline base, so this query never fails.
 */
export const mapSettingsQuery = queryOptions<MapSettings>({
  queryKey: mapKeys.settings(),
  queryFn: async () => {
    const params = await configApi
      .configParamList([
        MapConfigParam.defCoordinates,
        MapConfigParam.mapTileUrl,
        MapConfigParam.mapTileAttribution,
      ])
      .catch(() => []);
    const value = (code: string) =>
      params.find((p) => p.paramCode === code)?.paramValue || undefined;
    return {
      defaultCenter: initialMapCenter(undefined, value(MapConfigParam.defCoordinates)),
      tileUrl: value(MapConfigParam.mapTileUrl),
      tileAttribution: value(MapConfigParam.mapTileAttribution),
    };
  },
  ...forTheVisit,
});
