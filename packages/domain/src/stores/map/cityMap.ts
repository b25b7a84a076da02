/**
 * The demo city's own base map (issue 17 item 1): districts, main roads and place names as a GeoJSON
 * FeatureCollection, drawn by the kit's offline base when no tile server is configured or reachable.
 * Positions are GeoJSON's [longitude, latitude].
 */

/** What a feature of the city map is, which decides how it is drawn. */
export type CityMapFeatureKind = 'district' | 'road' | 'place';

/** A [longitude, latitude] pair, GeoJSON order. */
export type GeoPosition = [number, number];

/** A district: a named polygon (outer ring only). */
export interface CityDistrictFeature {
  type: 'Feature';
  properties: { kind: 'district'; name: string };
  geometry: { type: 'Polygon'; coordinates: GeoPosition[][] };
}

/** A main road: a named line. */
export interface CityRoadFeature {
  type: 'Feature';
  properties: { kind: 'road'; name: string };
  geometry: { type: 'LineString'; coordinates: GeoPosition[] };
}

/** A place name: a labelled point. */
export interface CityPlaceFeature {
  type: 'Feature';
  properties: { kind: 'place'; name: string };
  geometry: { type: 'Point'; coordinates: GeoPosition };
}

/** One feature of the city map. */
export type CityMapFeature = CityDistrictFeature | CityRoadFeature | CityPlaceFeature;

/** The city base map as the sandbox serves it. */
export interface CityMap {
  type: 'FeatureCollection';
  features: CityMapFeature[];
}
