import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Marker, Pane } from 'react-leaflet';
import { divIcon } from 'leaflet';
import type { CityMap, CityPlaceFeature } from '@gaia/domain/stores';
import { loadCountryOutlines, type GeoJsonData } from './countryOutlines';


export interface OfflineBaseProps {
  /** The city's districts, main roads and place names (from the sandbox or the operator). */
  city?: CityMap;
}

/** Escapes text placed in a label's HTML. */
function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A place name as a non-interactive label centred on its point. */
function placeLabel(place: CityPlaceFeature) {
  const [lng, lat] = place.geometry.coordinates;
  return (
    <Marker
      key={`${place.properties.name}-${lat}-${lng}`}
      position={[lat, lng]}
      interactive={false}
      keyboard={false}
      icon={divIcon({ className: 'gaia-map-place', html: `<span>${text(place.properties.name)}</span>`, iconSize: undefined })}
    />
  );
}

/**
 * The base the kit ships (issue 17 item 1), drawn when no tile server is configured or it fails:
 * the sea as the background, the country outlines of world-atlas, then the city's districts, main
 * roads and place names. Nothing here is interactive, so clicks reach the map.
 */
export function OfflineBase({ city }: OfflineBaseProps) {
  const [countries, setCountries] = useState<GeoJsonData>();
  useEffect(() => {
    let live = true;
    // Without the outlines the sea colour and the city layers still draw: never a blank map.
    loadCountryOutlines().then((data) => live && setCountries(data as GeoJsonData), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const { areas, roads, places } = useMemo(() => {
    const features = city?.features ?? [];
    return {
      areas: { type: 'FeatureCollection', features: features.filter((f) => f.properties.kind === 'district') } as GeoJsonData,
      roads: { type: 'FeatureCollection', features: features.filter((f) => f.properties.kind === 'road') } as GeoJsonData,
      places: features.filter((f): f is CityPlaceFeature => f.properties.kind === 'place'),
    };
  }, [city]);

  return (
    <Pane name="gaia-offline-base" style={{ zIndex: 150 }}>
      {countries ? <GeoJSON data={countries} interactive={false} style={{ className: 'gaia-map-country' }} /> : null}
      {/* Keyed by the data so a new city replaces the layer (react-leaflet binds GeoJSON data once). */}
      <GeoJSON key={`areas-${city?.features.length ?? 0}`} data={areas} interactive={false} style={{ className: 'gaia-map-district' }} />
      <GeoJSON key={`roads-${city?.features.length ?? 0}`} data={roads} interactive={false} style={{ className: 'gaia-map-road' }} />
      {places.map(placeLabel)}
    </Pane>
  );
}
