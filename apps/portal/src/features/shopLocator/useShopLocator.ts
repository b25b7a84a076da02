import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  canConfirm,
  selectedShop,
  selectionAfterLoad,
  withStock,
  type LatLng,
  type LoadedShops,
  type LocatorShop,
  type SelectionMode,
  type ShopScope,
  type ShopSource,
  type StdAddress,
} from '@gaia/domain/stores';
import { mapSettingsQuery } from '../maps/mapApi';
import { useDeviceLocation } from '../maps/useDeviceLocation';
import { citiesQuery, selectionModeQuery, shopsQuery, stockQuery } from './locatorQueries';

/** What the locator screen shows and the intents it reports. */
export interface ShopLocatorState {
  mode: SelectionMode;
  /** The start point, once the device (or the default) gave one. */
  start?: { point: LatLng; source: 'device' | 'default' };
  cities: StdAddress[];
  cityId: string;
  city?: StdAddress;
  shops: LocatorShop[];
  scope?: ShopScope;
  selected?: LocatorShop;
  /** Locating, loading shops or their stock. */
  loading: boolean;
  failed: boolean;
  confirmable: boolean;
  /** Every listed shop is out of stock (a SKU list was asked). */
  noStockAnywhere: boolean;
  pickCity(cityId: string): void;
  select(orgId: string): void;
  retry(): void;
}

/**
 * The locator's state (spec 03 §4, F3.18): the start point (host → browser → default), the shops
 * near it or in the picked city, their stock for the SKU list and the selection; the rules are the
 * domain's (`@gaia/domain/stores` locator).
 */
export function useShopLocator(options: { skuList: readonly string[]; tag?: string; mode?: SelectionMode }): ShopLocatorState {
  const { skuList, tag } = options;
  const configuredMode = useQuery({ ...selectionModeQuery, enabled: options.mode === undefined });
  const mode = options.mode ?? configuredMode.data ?? 'both';
  const device = useDeviceLocation();
  const settings = useQuery(mapSettingsQuery);
  const cities = useQuery(citiesQuery);
  const [cityId, setCityId] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const [selectionList, setSelectionList] = useState<LoadedShops>();

  const start = useMemo(() => {
    if (device.status === 'found') return { point: device.point, source: 'device' as const };
    if (device.status === 'unavailable' && settings.data) return { point: settings.data.defaultCenter, source: 'default' as const };
    return undefined;
  }, [device, settings.data]);

  const city = cities.data?.find((candidate) => candidate.stdAddrId === cityId);
  const source: ShopSource | undefined = cityId
    ? {
        kind: 'city',
        stdAddrId: cityId,
        ...(city?.coordinates ? { anchor: { lat: city.coordinates.latitude, lng: city.coordinates.longitude } } : {}),
        ...(tag ? { tag } : {}),
      }
    : start && { kind: 'near', point: start.point, ...(tag ? { tag } : {}) };
  const shops = useQuery({ ...shopsQuery(source ?? { kind: 'near', point: { lat: 0, lng: 0 } }), enabled: source !== undefined });
  const orgIds = useMemo(() => (shops.data?.shops ?? []).map((shop) => shop.orgId), [shops.data]);
  const stock = useQuery({ ...stockQuery(orgIds, skuList), enabled: shops.isSuccess && skuList.length > 0 });

  // A new list: a city's first shop is selected, a nearby selection stays while it is listed
  // (adjusted while rendering, React's way for state derived from a changed input).
  if (shops.data && shops.data !== selectionList) {
    setSelectionList(shops.data);
    setSelectedId(selectionAfterLoad(shops.data.shops, shops.data.scope, selectedId));
  }

  const listed = useMemo(() => withStock(shops.data?.shops ?? [], stock.data ?? {}), [shops.data, stock.data]);
  const loading =
    source === undefined || shops.isPending || (skuList.length > 0 && orgIds.length > 0 && stock.isPending);
  const selected = selectedShop(listed, selectedId);
  return {
    mode,
    ...(start ? { start } : {}),
    cities: cities.data ?? [],
    cityId,
    ...(city ? { city } : {}),
    shops: listed,
    ...(shops.data ? { scope: shops.data.scope } : {}),
    ...(selected ? { selected } : {}),
    loading,
    failed: shops.isError || stock.isError,
    confirmable: canConfirm(selected, loading),
    noStockAnywhere: !loading && skuList.length > 0 && listed.length > 0 && listed.every((shop) => shop.stock === 'I'),
    pickCity: setCityId,
    select: setSelectedId,
    retry: () => {
      if (shops.isError) void shops.refetch();
      if (stock.isError) void stock.refetch();
    },
  };
}
