import { useGaia } from '@gaia/ui';

/** The interface language the catalogue's answers are cached under (names come translated from the server). */
export function useShopLocale(): string {
  return useGaia().locale;
}
