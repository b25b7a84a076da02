import { queryOptions } from '@tanstack/react-query';
import { addressBookKeys, profileCompletionKeys, type DeliveryAddressConfig } from '@gaia/domain';
import { createAddressBookApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';
import { queryClient } from '../../app/queryClient';

/** The address book's reads, for query functions (their failures reach the catalogue as the query's). */
const readAddressBookApi = createAddressBookApi(readHttp);

/** The address book's writes and the postal-code lookup: each a mutation of the cache; the screens show their refusals. */
export const addressBookApi = createAddressBookApi(http);

/** F2.17: the signed-in customer's addresses. */
export const addressBookQuery = queryOptions({
  queryKey: addressBookKeys.lists(),
  queryFn: () => readAddressBookApi.list().then((data) => data.addressList),
});

/**
 * F2.17: the address form's configuration (spec 02 §3 flags); the same for the whole visit. Until it
 * arrives (or when it cannot be read) the domain's defaults apply: detailed mode, no postal code.
 */
export const addressConfigQuery = queryOptions<DeliveryAddressConfig>({
  queryKey: addressBookKeys.config(),
  queryFn: () => readAddressBookApi.config(),
  staleTime: Infinity,
});

/** After a change to the book: every view of it reloads (this screen's list and My details' section). */
export function refreshAddressBook(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: addressBookKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileCompletionKeys.addresses() }),
  ]).then(() => undefined);
}
