import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Marker, Pane, Polygon, Polyline } from 'react-leaflet';
import { divIcon } from 'leaflet';
import type { CityDistrictFeature, CityMap, CityPlaceFeature, CityRoadFeature, GeoPosition } from '@gaia/domain/stores';
import { loadCountryOutlines, type GeoJsonData } from './countryOutlines';


export interface OfflineBaseProps {
  /** The city's districts, main roads and place names (from the sandbox or the operator). */
  city?: CityMap;
  /** Told when the country outlines start and finish loading (the map says it is busy meanwhile). */
  onLoadingChange?: (loading: boolean) => void;
}

/** Escapes text placed in a label's HTML. */
function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** GeoJSON's [lng, lat] as Leaflet's [lat, lng]. */
function toLatLng([lng, lat]: GeoPosition): [number, number] {
  return [lat, lng];
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
export function OfflineBase({ city, onLoadingChange }: OfflineBaseProps) {
  const [countries, setCountries] = useState<GeoJsonData>();
  useEffect(() => {
    let live = true;
    onLoadingChange?.(true);
    // Without the outlines the sea colour and the city layers still draw: never a blank map.
    loadCountryOutlines()
      .then((data) => live && setCountries(data as GeoJsonData), () => undefined)
      .finally(() => live && onLoadingChange?.(false));
    return () => {
      live = false;
    };
  }, [onLoadingChange]);

  const { districts, roads, places } = useMemo(() => {
    const features = city?.features ?? [];
    return {
      districts: features.filter((f): f is CityDistrictFeature => f.properties.kind === 'district'),
      roads: features.filter((f): f is CityRoadFeature => f.properties.kind === 'road'),
      places: features.filter((f): f is CityPlaceFeature => f.properties.kind === 'place'),
    };
  }, [city]);

  return (
    <Pane name="gaia-offline-base" style={{ zIndex: 150 }}>
      {/* Leaflet hands the GeoJSON layer's options to each polygon it makes, className included
          (react-leaflet's types leave it out). */}
      {countries ? <GeoJSON data={countries} interactive={false} {...({ className: 'gaia-map-country' } as object)} /> : null}
      {districts.map((district) => (
        <Polygon
          key={`district-${district.properties.name}`}
          positions={district.geometry.coordinates.map((ring) => ring.map(toLatLng))}
          interactive={false}
          className="gaia-map-district"
        />
      ))}
      {roads.map((road) => (
        <Polyline
          key={`road-${road.properties.name}`}
          positions={road.geometry.coordinates.map(toLatLng)}
          interactive={false}
          className="gaia-map-road"
        />
      ))}
      {places.map(placeLabel)}
    </Pane>
  );
}
