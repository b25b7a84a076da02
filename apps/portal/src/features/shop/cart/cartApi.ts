import { queryOptions } from '@tanstack/react-query';
import { cartKeys, type CartMergeNote } from '@gaia/domain';
import { createCartApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';

/** Cart reads, for query functions (their failures reach the catalogue as the query's). */
export const cartReadApi = createCartApi(readHttp);

/** Cart changes (add, modify, remove, sync), each a mutation of the cache. */
export const cartApi = createCartApi(http);

/** The account's cart (F4.3). */
export const cartQuery = queryOptions({ queryKey: cartKeys.lists(), queryFn: () => cartReadApi.list() });

/** Units in the account's cart (the header badge). */
export const cartCountQuery = queryOptions({ queryKey: cartKeys.count(), queryFn: () => cartReadApi.count() });

/** Where the last sync's notes are kept until the cart page shows them (the person's own data). */
export const mergeNotesKey = ['cart', 'mergeNotes'] as const;

/** The notes of the last sync that changed a line (empty when none). */
export type MergeNotes = readonly CartMergeNote[];
