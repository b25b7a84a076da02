import type { CityMap } from '@gaia/domain/stores';

/** A small city around the built-in fallback centre (13.2211, 32.9027), for the map's stories. */
export const exampleCity: CityMap = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'district', name: 'Old Market' },
      geometry: { type: 'Polygon', coordinates: [[[32.898, 13.218], [32.9035, 13.218], [32.9035, 13.2235], [32.898, 13.2235], [32.898, 13.218]]] },
    },
    {
      type: 'Feature',
      properties: { kind: 'road', name: 'Nile Avenue' },
      geometry: { type: 'LineString', coordinates: [[32.895, 13.2211], [32.91, 13.2211]] },
    },
    { type: 'Feature', properties: { kind: 'place', name: 'Central Square' }, geometry: { type: 'Point', coordinates: [32.9027, 13.2225] } },
  ],
};
