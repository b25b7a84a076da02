import type { DeliveryAddress, DeliveryAddressConfig, DeliveryAddressSaveResponse, PostCodeLookupResponse } from './address';
import { parseLatLng, type LatLng } from '../stores/map/latLng';
import {
  AREA_DETAIL_SEPARATOR,
  AddressMessageKey,
  addressFieldValue,
  emptyDeliveryAddressValues,
  isDetailedAddressMode,
  requiredAddressFields,
  resolveAddressConfig,
  type DeliveryAddressErrors,
  type DeliveryAddressField,
  type DeliveryAddressValues,
} from './addressRules';

/**
 * The delivery address add/edit screen (F2.17; spec 02 §2 "Delivery address add/edit screen",
 * §3 "Delivery address", §4 "Address form", §8).
 */

/** The route of the mobile buy-SIM delivery step (spec 02 §2). */
export const BUY_SIM_DELIVERY_PATH = '/h5/buySimCard/delivery';

/** Query parameter carrying the saved address back to the buy-SIM step. Not named by the documents; ours. */
export const DELIVERY_ADDRESS_QUERY_PARAM = 'deliveryAddress';

/** Message keys of the screen. */
export const DeliveryAddressMessageKey = {
  titleAdd: 'gaia_address_title_add',
  titleEdit: 'gaia_address_title_edit',
  addSuccess: 'gaia_address_add_success',
  editSuccess: 'gaia_address_edit_success',
  /** Spec 02 §8: the error toast when the server gives no resultMsg ('Failed'). */
  saveFailed: 'gaia_address_save_failed',
} as const;

export type AddressFormMode = 'add' | 'edit';

/**
 * F2.17: the form edits when it was opened with an address (query defaultDeliveryAddress), else it
 * adds (spec 02 §4 "Saving validates, then adds if new, else edits").
 */
export function addressFormMode(defaultDeliveryAddress: DeliveryAddress | null | undefined): AddressFormMode {
  return defaultDeliveryAddress ? 'edit' : 'add';
}

/** F2.17: the title differs between add and edit (spec 02 §2). */
export function addressFormTitleKey(mode: AddressFormMode): string {
  return mode === 'edit' ? DeliveryAddressMessageKey.titleEdit : DeliveryAddressMessageKey.titleAdd;
}

// ——— Area and detail ———

/**
 * F2.17: the area (optional) is stored joined with the detail by a vertical bar: "area|detail"; the
 * detail alone when there is no area (spec 02 §3). Bars inside either part are dropped (the
 * normalisers already refuse them as typed) so the stored value always splits back unambiguously.
 */
export function joinAreaAndDetail(area: string, detail: string): string {
  const cleanArea = area.split(AREA_DETAIL_SEPARATOR).join('').trim();
  const cleanDetail = detail.split(AREA_DETAIL_SEPARATOR).join('').trim();
  return cleanArea ? `${cleanArea}${AREA_DETAIL_SEPARATOR}${cleanDetail}` : cleanDetail;
}

/** F2.17: splits a stored addrDetail at its first vertical bar back into area and detail. */
export function splitAreaAndDetail(stored: string | null | undefined): { area: string; detail: string } {
  const text = stored ?? '';
  const bar = text.indexOf(AREA_DETAIL_SEPARATOR);
  return bar === -1 ? { area: '', detail: text } : { area: text.slice(0, bar), detail: text.slice(bar + 1) };
}

// ——— Entity ↔ form ———

/**
 * Reads the defaultDeliveryAddress query parameter (JSON of the address being edited); undefined
 * when it is absent or not an address object.
 */
export function parseDeliveryAddressParam(json: string | null | undefined): DeliveryAddress | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return parsed as DeliveryAddress;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** F2.17: the form values of a stored address (the area split off the detail). */
export function toDeliveryAddressValues(address: DeliveryAddress | null | undefined): DeliveryAddressValues {
  if (!address) return emptyDeliveryAddressValues();
  const { area, detail } = splitAreaAndDetail(address.addrDetail);
  const extData: Record<string, string> = {};
  for (const [key, value] of Object.entries(address.extData ?? {})) extData[key] = text(value);
  return {
    contactName: text(address.contactName),
    contactMobile: text(address.contactMobile),
    alternateContactNbr: text(address.alternateContactNbr),
    area,
    addrDetail: detail,
    postCode: text(address.postCode),
    displayAddr: text(address.displayAddr),
    stdAddrId: text(address.stdAddrId),
    addrPath: text(address.addrPath),
    isDefault: Number(address.isDefault) === 1,
    comments: text(address.comments),
    extData,
  };
}

/**
 * F2.17: the address to send: values trimmed, area joined with the detail, isDefault as 1 or 0, the
 * postal code only when asked for, the alternate number only when shown, extData only for the
 * configured extra fields. Empty optional values are left out.
 */
export function toDeliveryAddressPayload(values: DeliveryAddressValues, config: DeliveryAddressConfig = {}, addrId?: string): DeliveryAddress {
  const resolved = resolveAddressConfig(config);
  const optional = <K extends string>(key: K, value: string) => (value.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {});
  const extData: Record<string, string> = {};
  for (const field of resolved.extraFields) {
    const value = (values.extData[field.fieldCode] ?? '').trim();
    if (value) extData[field.fieldCode] = value;
  }
  return {
    ...(addrId ? { addrId } : {}),
    contactName: values.contactName.trim(),
    contactMobile: values.contactMobile.trim(),
    ...(resolved.needAlternateContactNbr ? optional('alternateContactNbr', values.alternateContactNbr) : {}),
    addrDetail: joinAreaAndDetail(values.area, values.addrDetail),
    ...optional('addrPath', values.addrPath),
    ...optional('displayAddr', values.displayAddr),
    ...optional('stdAddrId', values.stdAddrId),
    ...(resolved.needAddrPostCode ? optional('postCode', values.postCode) : {}),
    isDefault: values.isDefault ? 1 : 0,
    ...optional('comments', values.comments),
    ...(Object.keys(extData).length > 0 ? { extData } : {}),
  };
}

// ——— Postal-code lookup ———

/**
 * F2.17: the postal code is looked up when it reaches its digit count (spec 02 §4) — only when the
 * form asks for one, and not again for the code last looked up.
 */
export function shouldLookUpPostCode(postCode: string, config: DeliveryAddressConfig = {}, lastLookedUp?: string): boolean {
  const resolved = resolveAddressConfig(config);
  return resolved.needAddrPostCode && /^\d+$/.test(postCode) && postCode.length === resolved.postCodeDigit && postCode !== lastLookedUp;
}

export type PostCodeLookupResult = { found: true; displayAddr: string; stdAddrId: string } | { found: false; errorKey: string };

/**
 * F2.17: reads the lookup answer (data.displayAddr and data.stdAddrId); no standard address gives
 * tip_postcode_notexist (spec 02 §5, §8).
 */
export function readPostCodeLookup(response: PostCodeLookupResponse | null | undefined): PostCodeLookupResult {
  const ok = response?.code === undefined || String(response.code) === '200';
  const displayAddr = text(response?.data?.displayAddr).trim();
  const stdAddrId = text(response?.data?.stdAddrId).trim();
  if (ok && displayAddr && stdAddrId) return { found: true, displayAddr, stdAddrId };
  return postCodeNotFound();
}

/** How a host looks a postal code up, answering with the call's envelope. */
export type SendPostCodeLookup = (postCode: string) => Promise<PostCodeLookupResponse>;

/**
 * F2.17: the lookup flow behind the address form's `lookupPostCode` — asks the server and reads the
 * answer with readPostCodeLookup; a call that fails without an answer counts as no address found
 * (tip_postcode_notexist), so the form never keeps an address that does not match the code.
 */
export async function lookUpPostCode(send: SendPostCodeLookup, postCode: string): Promise<PostCodeLookupResult> {
  try {
    return readPostCodeLookup(await send(postCode));
  } catch {
    return postCodeNotFound();
  }
}

/** F2.17: the result of a lookup that found no standard address (tip_postcode_notexist). */
export function postCodeNotFound(): PostCodeLookupResult {
  return { found: false, errorKey: AddressMessageKey.postCodeNotExist };
}

/**
 * F2.17: applies a lookup to the form: a found address fills displayAddr and stdAddrId; a code with
 * no address clears them, since an address no longer matching the code must not be saved with it.
 */
export function applyPostCodeLookup(values: DeliveryAddressValues, result: PostCodeLookupResult): DeliveryAddressValues {
  return result.found
    ? { ...values, displayAddr: result.displayAddr, stdAddrId: result.stdAddrId }
    : { ...values, displayAddr: '', stdAddrId: '' };
}

// ——— Save ———

/**
 * F2.17: save is disabled while loading, when a required field is empty, when any field has an
 * error, or in detailed mode when no display address is chosen (spec 02 §4).
 */
export function isAddressSaveDisabled(input: {
  loading: boolean;
  values: DeliveryAddressValues;
  errors: DeliveryAddressErrors;
  config?: DeliveryAddressConfig;
}): boolean {
  const config = input.config ?? {};
  if (input.loading) return true;
  if (Object.values(input.errors).some(Boolean)) return true;
  if (requiredAddressFields(config).some((field) => !addressFieldValue(input.values, field).trim())) return true;
  return isDetailedAddressMode(config) && !input.values.displayAddr.trim();
}

export type AddressSaveOutcome =
  | { ok: true; address: DeliveryAddress; toastKey: string }
  | { ok: false; message?: string; fallbackKey: string };

/**
 * F2.17: a save succeeded only when code is '200' and data.deliveryAddressDetail is not empty; the
 * success toast says added or edited; a failure shows resultMsg, or 'Failed' (spec 02 §8).
 */
export function deliveryAddressSaveOutcome(response: DeliveryAddressSaveResponse | null | undefined, mode: AddressFormMode): AddressSaveOutcome {
  const detail = response?.data?.deliveryAddressDetail;
  if (response && String(response.code) === '200' && detail && Object.keys(detail).length > 0) {
    return { ok: true, address: detail, toastKey: mode === 'edit' ? DeliveryAddressMessageKey.editSuccess : DeliveryAddressMessageKey.addSuccess };
  }
  const message = response?.resultMsg?.trim();
  return message ? { ok: false, message, fallbackKey: DeliveryAddressMessageKey.saveFailed } : failedAddressSave();
}

/** How a host sends an address to the server (add or edit), answering with the call's envelope. */
export type SendDeliveryAddress = (address: DeliveryAddress, mode: AddressFormMode) => Promise<DeliveryAddressSaveResponse>;

/**
 * F2.17: the save flow behind the address form's `onSave` — sends the address and reads the answer
 * with deliveryAddressSaveOutcome; a call that fails without an answer (network, timeout) is a
 * failed save showing 'Failed' (spec 02 §8). The form receives only the outcome, never the envelope.
 */
export async function saveDeliveryAddress(send: SendDeliveryAddress, address: DeliveryAddress, mode: AddressFormMode): Promise<AddressSaveOutcome> {
  let response: DeliveryAddressSaveResponse | null;
  try {
    response = await send(address, mode);
  } catch {
    response = null;
  }
  return deliveryAddressSaveOutcome(response, mode);
}

/** F2.17: the outcome of a save that could not be made (the host's call threw): 'Failed'. */
export function failedAddressSave(): AddressSaveOutcome {
  return { ok: false, fallbackKey: DeliveryAddressMessageKey.saveFailed };
}

export type AddressAfterSave =
  | { kind: 'replace'; path: string; query: Record<string, string> }
  | { kind: 'callback' }
  | { kind: 'back'; steps: 1 | 2 };

/**
 * F2.17: where a successful save leads (spec 02 §2). In temporary-login mode the route is replaced
 * by /h5/buySimCard/delivery carrying the address (with its comments) as JSON; in embedded web mode
 * the success callback is called; otherwise history goes back — two steps after an add when map
 * search is shown and the mode is detailed (the map page was in between), else one.
 */
export function addressAfterSave(input: {
  mode: AddressFormMode;
  address: DeliveryAddress;
  tempLogin?: boolean;
  embedded?: boolean;
  mapSearchShown?: boolean;
  detailed?: boolean;
}): AddressAfterSave {
  if (input.tempLogin) {
    return { kind: 'replace', path: BUY_SIM_DELIVERY_PATH, query: { [DELIVERY_ADDRESS_QUERY_PARAM]: JSON.stringify(input.address) } };
  }
  if (input.embedded) return { kind: 'callback' };
  if (input.mode === 'add' && input.mapSearchShown && input.detailed) return { kind: 'back', steps: 2 };
  return { kind: 'back', steps: 1 };
}

/** F2.17: the map-search toggle exists only in web mode when the map is enabled (showGoogleMap). */
export function canToggleMapSearch(input: { webMode: boolean; config?: DeliveryAddressConfig }): boolean {
  return input.webMode && input.config?.showGoogleMap === true;
}

/** F2.17: the default-address switch is hidden in temporary-login mode. */
export function showDefaultAddressSwitch(tempLogin: boolean): boolean {
  return !tempLogin;
}

/** F2.17: back on the mobile buy-SIM flow goes to /h5/buySimCard/delivery; elsewhere history back. */
export function addressBackTarget(inBuySimFlow: boolean): { kind: 'path'; path: string } | { kind: 'history' } {
  return inBuySimFlow ? { kind: 'path', path: BUY_SIM_DELIVERY_PATH } : { kind: 'history' };
}

// ——— Map pick ———

/** A picked point (the map area's LatLng; the latlng query is read with its parseLatLng). */
export type Coordinates = LatLng;

/**
 * F2.17: the fields a map pick (query mapAddr and latlng) fills: the chosen display address in
 * detailed mode, the address detail in the simple mode (which has no display address).
 */
export function mapPickValues(
  mapAddr: string | null | undefined,
  latlng: string | null | undefined,
  config: DeliveryAddressConfig = {},
): { values: Partial<DeliveryAddressValues>; coordinates?: Coordinates } {
  const address = (mapAddr ?? '').trim();
  const coordinates = parseLatLng(latlng);
  const values: Partial<DeliveryAddressValues> = address ? (isDetailedAddressMode(config) ? { displayAddr: address } : { addrDetail: address }) : {};
  return coordinates ? { values, coordinates } : { values };
}

/**
 * F2.17: merges a map-picked (or looked-up) address into the form without overwriting any field the
 * person already edited. `edited` holds field names (`extData.<code>` for extra fields).
 */
export function mergePickedAddress(
  current: DeliveryAddressValues,
  picked: Partial<DeliveryAddressValues>,
  edited: ReadonlySet<string> | readonly string[],
): DeliveryAddressValues {
  const touched = edited instanceof Set ? edited : new Set(edited as readonly string[]);
  const next: DeliveryAddressValues = { ...current, extData: { ...current.extData } };
  for (const [key, value] of Object.entries(picked) as Array<[keyof DeliveryAddressValues, unknown]>) {
    if (value === undefined) continue;
    if (key === 'extData') {
      for (const [code, extra] of Object.entries(value as Record<string, string>)) {
        if (!touched.has(`extData.${code}`)) next.extData[code] = extra;
      }
      continue;
    }
    if (touched.has(key)) continue;
    (next as unknown as Record<DeliveryAddressField, unknown>)[key] = value;
  }
  return next;
}
