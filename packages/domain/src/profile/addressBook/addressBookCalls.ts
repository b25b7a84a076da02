/** Calls: Delivery addresses and the address book (spec 02 F2.17): add, edit, default, delete, postal-code lookup. */
import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { DeliveryAddress, DeliveryAddressConfig, DeliveryAddressSaveResponse, PostCodeLookupResponse } from '../address';
import type { AddressFormMode } from '../deliveryAddress';

/**
 * Paths of the address book. The five address calls are spec 02 §7's ("POST /ecare/user/address/
 * default, list, add, mod, delete"); the documents do not show the postal-code lookup's or the form
 * configuration's path ("other configuration calls … paths not shown"): those two are ours.
 */
export const AddressBookPath = {
  /** {} → data.deliveryAddressDetail (the default address, or null). */
  defaultAddress: '/ecare/user/address/default',
  list: '/ecare/user/address/list',
  add: '/ecare/user/address/add',
  mod: '/ecare/user/address/mod',
  delete: '/ecare/user/address/delete',
  /** Ours: {postCode} → data.displayAddr and data.stdAddrId (spec 02 §4). */
  postCodeLookup: '/ecare/common/stdAddr/postCode',
  /** Ours: {} → the address form's configuration flags (spec 02 §3). */
  config: '/ecare/user/address/config',
} as const;

/** /ecare/user/address/list's answer. */
export interface AddressBookList {
  addressList: DeliveryAddress[];
}

/** The delete call's answer: code and resultMsg (data is empty). */
export interface AddressDeleteResponse {
  code: string | number;
  resultMsg?: string;
}

/** The address book calls: `createAddressBookApi(http)`. Writes resolve with every business answer so the screen decides (spec 02 §8). */
export function createAddressBookApi(http: HttpClient) {
  return {
    /** The customer's addresses. */
    list: () => http.call<AddressBookList>({ path: AddressBookPath.list, data: {} }),
    /** The default address, null when the book has none. */
    defaultAddress: () => http.call<{ deliveryAddressDetail: DeliveryAddress | null }>({ path: AddressBookPath.defaultAddress, data: {} }),
    /**
     * Adds (mode add) or edits (mode edit) an address: the raw answer for `saveDeliveryAddress`
     * (code, data.deliveryAddressDetail, resultMsg); the form shows the server's message itself.
     */
    save: (address: DeliveryAddress, mode: AddressFormMode) =>
      http.envelope<{ deliveryAddressDetail: DeliveryAddress | null }>({
        path: mode === 'add' ? AddressBookPath.add : AddressBookPath.mod,
        data: address,
        reportBusinessErrors: false,
      }) as Promise<DeliveryAddressSaveResponse>,
    /** Deletes an address by id: the raw answer (the screen shows resultMsg on failure). */
    remove: (addrId: string) =>
      http.envelope<null>({ path: AddressBookPath.delete, data: { addrId }, reportBusinessErrors: false }) as Promise<AddressDeleteResponse>,
    /** Looks a postal code up: the raw answer for `lookUpPostCode`. */
    lookupPostCode: (postCode: string) =>
      http.envelope<{ displayAddr: string; stdAddrId: string } | null>({
        path: AddressBookPath.postCodeLookup,
        data: { postCode },
        reportBusinessErrors: false,
      }) as Promise<PostCodeLookupResponse>,
    /** The address form's configuration flags. */
    config: () => http.call<DeliveryAddressConfig>({ path: AddressBookPath.config, data: {} }),
  };
}

export type AddressBookApi = ReturnType<typeof createAddressBookApi>;
