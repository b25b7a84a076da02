import { areaKeys } from '../../kernel/http/queryKeys';

/** Query keys of the coverage and address map (F3.17): fixed data per visit. */
export const mapKeys = {
  ...areaKeys('map'),
  towers: () => ['map', 'towers'] as const,
  cityMap: () => ['map', 'cityMap'] as const,
  streetAddresses: () => ['map', 'streetAddresses'] as const,
  settings: () => ['map', 'settings'] as const,
};

/** Configuration parameters the map reads (GET /ecare/common/system/configParam/list). */
export const MapConfigParam = {
  /** Default centre "lat,lng" (spec 03 §3 defCoordinates). */
  defCoordinates: 'defCoordinates',
  /** Tile URL template of the operator's tile server; absent means the offline base (ADR 0022). */
  mapTileUrl: 'mapTileUrl',
  /** Credit line shown with those tiles. */
  mapTileAttribution: 'mapTileAttribution',
} as const;
