import type { ComponentProps } from 'react';
import type { GeoJSON } from 'react-leaflet';

/** GeoJSON as react-leaflet's GeoJSON layer takes it. */
export type GeoJsonData = ComponentProps<typeof GeoJSON>['data'];

let outlines: Promise<GeoJsonData> | undefined;

/**
 * The world's country outlines (Natural Earth 1:110m from world-atlas, TopoJSON turned into GeoJSON).
 * Loaded on first use as a chunk of its own, so the map chunk stays small; the data ships with the
 * kit, so it needs no network beyond the app's own origin. Loaded once per page.
 */
export function loadCountryOutlines(): Promise<GeoJsonData> {
  outlines ??= Promise.all([import('world-atlas/countries-110m.json'), import('topojson-client')]).then(([atlas, topojson]) => {
    type Topology = Parameters<typeof topojson.feature>[0];
    const topology = ((atlas as { default?: unknown }).default ?? atlas) as Topology;
    // world-atlas's layout: one "countries" object holding every country's polygons.
    return topojson.feature(topology, topology.objects.countries!) as unknown as GeoJsonData;
  });
  // A failed chunk download is not kept: the next map tries again.
  outlines.catch(() => {
    outlines = undefined;
  });
  return outlines;
}
