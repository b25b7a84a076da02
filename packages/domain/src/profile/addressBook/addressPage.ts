import { NATIVE_HOST_GLOBAL } from '../../host/nativeHost';
import { StorageKey, type KeyValueStorage } from '../../kernel/storage/keys';
import type { DeliveryAddress, DeliveryAddressConfig } from '../address';
import { addressFormMode, mapPickValues, parseDeliveryAddressParam, type AddressFormMode, type Coordinates } from '../deliveryAddress';
import type { DeliveryAddressValues } from '../addressRules';

/**
 * The delivery address screen's page rules (F2.17; spec 02 §2 "Delivery address add/edit screen",
 * spec 03 §2 /h5/addShippingAddress): its query, the temporary-login flag, the map-search toggle and
 * the native host's success callback.
 */

/** Query parameters of /h5/addShippingAddress (spec 02 §2, spec 03 §2). */
export const AddressPageQuery = {
  /** JSON of the address being edited. */
  defaultDeliveryAddress: 'defaultDeliveryAddress',
  /** The address picked on the map page. */
  mapAddr: 'mapAddr',
  /** The picked point, "(lat,lng)". */
  latlng: 'latlng',
} as const;

/** The map page in address mode (spec 03 §2 "Select address"): where the map-search toggle leads. */
export const ADDRESS_MAP_PATH = '/map?type=address';

/** The mobile add-shipping-address route. */
export const ADD_SHIPPING_ADDRESS_PATH = '/h5/addShippingAddress';

/** What the screen reads from its query. */
export interface AddressPageInput {
  /** The address being edited; undefined when adding. */
  editing?: DeliveryAddress;
  mode: AddressFormMode;
  /** Fields a map pick fills (displayAddr in detailed mode, addrDetail otherwise). */
  picked?: Partial<DeliveryAddressValues>;
  /** The picked point, when the map gave one. */
  coordinates?: Coordinates;
}

/** Reads the screen's query: the address to edit, and a map pick (mapAddr, latlng "(lat,lng)"). */
export function readAddressPageQuery(query: { get(name: string): string | null }, config: DeliveryAddressConfig = {}): AddressPageInput {
  const editing = parseDeliveryAddressParam(query.get(AddressPageQuery.defaultDeliveryAddress));
  const pick = mapPickValues(query.get(AddressPageQuery.mapAddr), query.get(AddressPageQuery.latlng), config);
  return {
    ...(editing ? { editing } : {}),
    mode: addressFormMode(editing),
    ...(Object.keys(pick.values).length > 0 ? { picked: pick.values } : {}),
    ...(pick.coordinates ? { coordinates: pick.coordinates } : {}),
  };
}

/** The link that opens the screen to edit an address (query defaultDeliveryAddress). */
export function editAddressPath(address: DeliveryAddress): string {
  return `${ADD_SHIPPING_ADDRESS_PATH}?${new URLSearchParams({ [AddressPageQuery.defaultDeliveryAddress]: JSON.stringify(address) }).toString()}`;
}

/**
 * Temporary-login mode (spec 02 §2 "tempLogin flag in browser storage"): the buy-SIM flow of a new
 * customer sets the flag. Any stored value but an empty one, 'false', '0' or 'N' means on.
 */
export function isTempLoginMode(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
  const value = (storage.getItem(StorageKey.tempLogin) ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0' && value !== 'n';
}

/**
 * The address a temporary-login save carries to /h5/buySimCard/delivery. The default-address switch
 * is hidden in this mode (spec 02 §2), so the address is not a book entry: it goes with the order,
 * comments included, and is never marked default.
 */
export function tempLoginAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, isDefault: 0 };
}

/** The native host's success callback name: not named by the documents (spec 02 §2 "calls a success callback"); ours. */
export const ADDRESS_SAVED_CALLBACK = 'addressSaved';

type HostWindow = { [NATIVE_HOST_GLOBAL]?: unknown };

/**
 * Embedded web mode (spec 02 §2): inside the operator's native app, whose `window.GaiaHost` offers
 * `addressSaved(addressJson)`, a successful save calls it instead of moving through history.
 * Answers the callback, or undefined when the page is not embedded.
 */
export function embeddedAddressCallback(win: HostWindow): ((address: DeliveryAddress) => boolean) | undefined {
  const host = win[NATIVE_HOST_GLOBAL];
  if (typeof host !== 'object' || host === null) return undefined;
  const callback = (host as Record<string, unknown>)[ADDRESS_SAVED_CALLBACK];
  if (typeof callback !== 'function') return undefined;
  return (address) => {
    try {
      // Android's JavaScript interfaces take strings only (see nativeHost.ts).
      (callback as (json: string) => void).call(host, JSON.stringify(address));
      return true;
    } catch {
      // An unusable host method must not strand the person: the caller falls back to history.
      return false;
    }
  };
}
