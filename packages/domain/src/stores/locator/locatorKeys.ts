import { storeKeys } from '../../kernel/http/queryKeys';
import type { ShopSource } from './locatorFlows';

/*
 * Query keys of the shop locator (docs/adr/0016), under the stores area: the same for every visitor,
 * so they are kept when a session ends.
 */
const root = [...storeKeys.all, 'locator'] as const;

export const locatorKeys = {
  all: root,
  /** The listed shops of a source (near a point, or a city). */
  shops: (source: ShopSource) => [...root, 'shops', source] as const,
  /** Stock of the listed shops for the SKU list. */
  stock: (orgIds: readonly string[], skuList: readonly string[]) =>
    [...root, 'stock', [...orgIds], [...skuList]] as const,
  /** The city list (address level 3). */
  cities: () => [...root, 'cities'] as const,
};
