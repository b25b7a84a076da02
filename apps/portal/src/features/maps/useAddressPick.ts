import { useMutation } from '@tanstack/react-query';
import type { GeocodedAddress, LatLng, Tower } from '@gaia/domain/stores';
import { mapApi } from './mapApi';

/** What picking a point or a listed address came to. */
export type PickOutcome =
  /** No standard address near the clicked point. */
  | { kind: 'noAddress' }
  /** An address; in coverage mode with its nearest tower (null: no coverage there). */
  | { kind: 'address'; address: GeocodedAddress; tower?: Tower | null };

/** A point to look up, or an address already known (picked from the list). */
export type PickInput = { point: LatLng } | { address: GeocodedAddress };

/**
 * F3.17: a click is reverse-geocoded to the nearest standard address; in coverage mode the
 * address's point is then checked for the nearest covering tower. Only the latest pick reports.
 */
export function useAddressPick(coverage: boolean) {
  return useMutation({
    mutationFn: async (input: PickInput): Promise<PickOutcome> => {
      const address = 'address' in input ? input.address : await mapApi.reverseGeocode(input.point);
      if (!address) return { kind: 'noAddress' };
      if (!coverage) return { kind: 'address', address };
      const { nearestTower } = await mapApi.nearestTower({ lat: address.lat, lng: address.lng });
      return { kind: 'address', address, tower: nearestTower };
    },
  });
}
