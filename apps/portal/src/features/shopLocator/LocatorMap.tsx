import { useQuery } from '@tanstack/react-query';
import { useT } from '@gaia/ui';
import { MapView, type MapMarker } from '@gaia/ui/map';
import { DEFAULT_MAP_ZOOM, LocatorMessageKey as K, markerKind, type LatLng, type LocatorShop } from '@gaia/domain/stores';
import { cityMapQuery, mapSettingsQuery } from '../maps/mapApi';

/**
 * The shops on the map (spec 03 §4): 64×64 markers, selected / in stock / no stock, each a named
 * button; choosing one selects the shop. Loaded on its own, so the combo-box mode never loads Leaflet.
 */
export default function LocatorMap({
  shops,
  selectedId,
  center,
  onSelect,
}: {
  shops: readonly LocatorShop[];
  selectedId: string | undefined;
  center: LatLng;
  onSelect: (orgId: string) => void;
}) {
  const t = useT();
  const settings = useQuery(mapSettingsQuery);
  const cityMap = useQuery(cityMapQuery);
  const markers: MapMarker[] = shops.map((shop) => {
    const kind = markerKind(shop, selectedId);
    return {
      id: shop.orgId,
      position: shop.position,
      kind,
      label: t(shop.stock === 'I' ? K.markerLabelNoStock : K.markerLabel, { name: shop.name }),
    };
  });
  return (
    <MapView
      label={t(K.mapLabel)}
      center={center}
      zoom={DEFAULT_MAP_ZOOM}
      markers={markers}
      onMarkerSelect={onSelect}
      {...(settings.data?.tileUrl ? { tileUrl: settings.data.tileUrl } : {})}
      {...(settings.data?.tileAttribution ? { tileAttribution: settings.data.tileAttribution } : {})}
      {...(cityMap.data ? { cityMap: cityMap.data } : {})}
      cityMapLoading={cityMap.isPending}
    />
  );
}
