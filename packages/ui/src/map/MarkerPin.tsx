import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import type { LatLng } from '@gaia/domain/stores';
import { markerIcon, type MapMarkerKind } from './markerIcon';

interface MarkerPinProps {
  id: string;
  position: LatLng;
  kind: MapMarkerKind;
  /** The translated name of the marker's button. */
  name: string;
  onSelect?: (id: string) => void;
}

/**
 * One marker of the map. Its icon is made again only when its kind or name changes: Leaflet
 * replaces the marker's button for every new icon object, so a page re-rendering with equal
 * markers must not hand it new ones.
 */
export function MarkerPin({ id, position, kind, name, onSelect }: MarkerPinProps) {
  const icon = useMemo(() => markerIcon(kind, name, id), [kind, name, id]);
  return (
    <Marker
      position={[position.lat, position.lng]}
      icon={icon}
      keyboard={false}
      zIndexOffset={kind === 'selected' ? 1000 : 0}
      eventHandlers={{ click: () => onSelect?.(id) }}
    />
  );
}
