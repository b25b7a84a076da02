import { useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import type { CityMap, LatLng } from '@gaia/domain/stores';
import { useT } from '../provider/GaiaContext';
import { LeafletGlobalStyle } from './leafletGlobalStyle';
import type { MapMarkerKind } from './markerIcon';
import { MarkerPin } from './MarkerPin';
import { useMarkerFocus } from './useMarkerFocus';
import { OfflineBase } from './OfflineBase';
import { MapFrame } from './MapView.styles';

/** A point the user can choose on the map (a shop, the picked address…). */
export interface MapMarker {
  /** Stable id, reported by `onMarkerSelect`. */
  id: string;
  /** Where the marker's tip points. */
  position: LatLng;
  /** Accessible name of the marker's button (already translated, or a message key). */
  label: string;
  /** Which picture it gets: selected, in stock, no stock or a plain place. */
  kind: MapMarkerKind;
}

/** A circle drawn on the map, e.g. a tower's coverage. */
export interface MapCircle {
  id: string;
  center: LatLng;
  radiusMeters: number;
}

/** Which base is drawn: the configured tiles or the base the kit ships. */
export type MapBase = 'tiles' | 'offline';

export interface MapViewProps {
  /** Accessible name of the map region (a message key or text), e.g. "Map of the coverage area". */
  label: string;
  /** The view's centre; changing it pans the map there. */
  center: LatLng;
  /** Zoom level (spec 03 §9: 16 by default). @default 16 */
  zoom?: number;
  /** Markers, each a focusable button named by its label. */
  markers?: readonly MapMarker[];
  /** Called with a marker's id when it is clicked or activated with the keyboard. */
  onMarkerSelect?: (id: string) => void;
  /** Called with the point of a click on the map (not on a marker). */
  onMapClick?: (point: LatLng) => void;
  /** Circles such as coverage areas; they let clicks through to the map. */
  circles?: readonly MapCircle[];
  /**
   * Tile URL template (`{z}/{x}/{y}`), the operator's tile server. Without it, or when its tiles fail
   * to load, the offline base is drawn. Leave it out in tests: nothing then leaves the page's origin.
   */
  tileUrl?: string;
  /** Credit line of the tile server (HTML allowed by Leaflet), shown while its tiles are drawn. */
  tileAttribution?: string;
  /** The city's districts, roads and place names for the offline base. */
  cityMap?: CityMap;
  /**
   * Whether the city's map is still arriving: while the shipped base is drawn, the map region is
   * then `aria-busy`, as it is while that base loads its country outlines.
   */
  cityMapLoading?: boolean;
  /** Told which base is drawn, e.g. to say that the built-in map replaced unreachable tiles. */
  onBaseChange?: (base: MapBase) => void;
  /** Height of the map (any CSS length). @default '24rem' */
  height?: string;
  /** Name of the zoom-in button. @default 'gaia_map_zoom_in' */
  zoomInLabel?: string;
  /** Name of the zoom-out button. @default 'gaia_map_zoom_out' */
  zoomOutLabel?: string;
}

/** Keeps Leaflet's view on the `center` and `zoom` props after the first render. */
function FollowView({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

/**
 * Tells Leaflet when its container changes size (a rotated phone, a panel opening beside it): Leaflet
 * measures the container once, and a map left with a stale size draws its centre and markers off
 * where they should be.
 */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Reports map clicks (Leaflet does not fire them for clicks on markers). */
function ClickReporter({ onMapClick }: { onMapClick?: (point: LatLng) => void }) {
  useMapEvents({
    click(event) {
      const point = event.latlng.wrap();
      onMapClick?.({ lat: point.lat, lng: point.lng });
    },
  });
  return null;
}

/** Leaflet names its zoom buttons in English; give them the user's language. */
function ZoomButtons({ zoomIn, zoomOut }: { zoomIn: string; zoomOut: string }) {
  return <ZoomControl position="topright" zoomInTitle={zoomIn} zoomOutTitle={zoomOut} />;
}

/**
 * A Leaflet map (ADR 0022) for the coverage / address map (F3.17) and the shop locator (F3.18).
 * The base is the configured tile server, or the base the kit ships (country outlines plus the
 * city's GeoJSON) when none is configured or its tiles fail: never a grey box. Markers are buttons
 * with names (Tab, Enter); every choice made here must also be offered as a list by the page.
 */
export function MapView({
  label,
  center,
  zoom = 16,
  markers = [],
  onMarkerSelect,
  onMapClick,
  circles = [],
  tileUrl,
  tileAttribution,
  cityMap,
  cityMapLoading = false,
  onBaseChange,
  height = '24rem',
  zoomInLabel = 'gaia_map_zoom_in',
  zoomOutLabel = 'gaia_map_zoom_out',
}: MapViewProps) {
  const t = useT();
  // The tile URL whose tiles failed: a new URL gets a fresh chance.
  const [failedTileUrl, setFailedTileUrl] = useState<string>();
  const base: MapBase = tileUrl && failedTileUrl !== tileUrl ? 'tiles' : 'offline';
  useEffect(() => onBaseChange?.(base), [base, onBaseChange]);
  const [outlinesLoading, setOutlinesLoading] = useState(false);

  const frame = useRef<HTMLDivElement>(null);
  useMarkerFocus(frame, markers);

  return (
    <MapFrame ref={frame} role="region" aria-label={t(label)} aria-busy={(base === 'offline' && (cityMapLoading || outlinesLoading)) || undefined} style={{ blockSize: height }}>
      <LeafletGlobalStyle />
      <MapContainer center={[center.lat, center.lng]} zoom={zoom} zoomControl={false} style={{ blockSize: '100%' }}>
        <FollowSize />
        <FollowView center={center} zoom={zoom} />
        <ClickReporter onMapClick={onMapClick} />
        <ZoomButtons zoomIn={t(zoomInLabel)} zoomOut={t(zoomOutLabel)} />
        {base === 'tiles' ? (
          <TileLayer url={tileUrl!} attribution={tileAttribution} eventHandlers={{ tileerror: () => setFailedTileUrl(tileUrl) }} />
        ) : (
          <OfflineBase city={cityMap} onLoadingChange={setOutlinesLoading} />
        )}
        {circles.map((circle) => (
          <Circle
            key={circle.id}
            center={[circle.center.lat, circle.center.lng]}
            radius={circle.radiusMeters}
            interactive={false}
            className="gaia-map-coverage"
          />
        ))}
        {markers.map((marker) => (
          <MarkerPin key={marker.id} id={marker.id} position={marker.position} kind={marker.kind} name={t(marker.label)} onSelect={onMarkerSelect} />
        ))}
      </MapContainer>
    </MapFrame>
  );
}
