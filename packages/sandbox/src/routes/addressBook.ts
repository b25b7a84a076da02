import { Hono } from 'hono';
import {
  AddressBookPath,
  AddressMessageKey,
  DeliveryAddressMessageKey,
  deliveryAddressPatternsOf,
  toDeliveryAddressPayload,
  toDeliveryAddressValues,
  validateDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressConfig,
} from '@gaia/domain';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';
import { ADDRESS_SAVE_SWITCHES, MAX_ADDRESSES, lookUpPostCode, type AddressSaveSwitch } from '../store/addressBook';
import type { SandboxStore } from '../store/SandboxStore';
import { withCustomer, withBody } from './guards';

/** Business codes of the address calls' refusals (ours; the documents give none). */
export const AddressResultCode = {
  notFound: '40917210',
  tooMany: '40917211',
  invalid: '40917212',
  /** The add/edit failure switch. */
  refused: '50017213',
  postCodeNotFound: '40417214',
} as const;

/** The longest postal code the lookup reads (the domain's default digit count). */
const POST_CODE_MAX_DIGITS = 10;

/**
 * The rules the server holds an address to, whatever screen sent it: the field rules that always
 * apply (receiver, numbers, detail, lengths, the contact pattern), the postal code when one is sent,
 * and the configured extra fields' patterns (never required here: My details does not show them).
 * The detailed mode's chosen-address rule is the form's, since My details uses the simple mode.
 */
function serverRules(config: DeliveryAddressConfig, body: Record<string, unknown>): DeliveryAddressConfig {
  return {
    addressMode: 'S',
    needAddrPostCode: typeof body.postCode === 'string' && body.postCode !== '',
    ...(config.postCodeDigit === undefined ? {} : { postCodeDigit: config.postCodeDigit }),
    ...(config.stdAddrMode === undefined ? {} : { stdAddrMode: config.stdAddrMode }),
    needAlternateContactNbr: true,
    ...(config.contactNbrReg ? { contactNbrReg: config.contactNbrReg } : {}),
    extraFields: (config.extraFields ?? []).map((field) => ({ ...field, required: false })),
  };
}

/** Whether a body's fields have the types of a delivery address (strings, isDefault 0/1, extData of strings). */
function wellFormed(body: Record<string, unknown>): boolean {
  const strings = ['addrId', 'contactName', 'contactMobile', 'alternateContactNbr', 'addrDetail', 'addrPath', 'displayAddr', 'stdAddrId', 'postCode', 'comments'];
  if (strings.some((name) => body[name] !== undefined && body[name] !== null && typeof body[name] !== 'string')) return false;
  if (body.isDefault !== undefined && ![0, 1, '0', '1'].includes(body.isDefault as number)) return false;
  const extData = body.extData;
  if (extData === undefined || extData === null) return true;
  return typeof extData === 'object' && !Array.isArray(extData) && Object.values(extData).every((value) => typeof value === 'string');
}

/** A whole configuration sent to /__sandbox/addresses, checked field by field; undefined when malformed. */
function readConfig(value: unknown): DeliveryAddressConfig | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const config = value as Record<string, unknown>;
  const flags = ['needAddrPostCode', 'showGoogleMap', 'needAlternateContactNbr', 'alternateContactNbrRequired'];
  if (flags.some((flag) => config[flag] !== undefined && typeof config[flag] !== 'boolean')) return undefined;
  for (const number of ['addressLevel', 'postCodeDigit']) {
    const n = config[number];
    if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10)) return undefined;
  }
  if (config.stdAddrMode !== undefined && ![0, 1, 2].includes(config.stdAddrMode as number)) return undefined;
  for (const text of ['contactNbrReg', 'addressMode']) if (config[text] !== undefined && typeof config[text] !== 'string') return undefined;
  if (config.extraFields !== undefined && !Array.isArray(config.extraFields)) return undefined;
  return config as DeliveryAddressConfig;
}

/**
 * Delivery addresses per customer and the postal-code lookup (spec 02 §7 "POST /ecare/user/address/
 * default, list, add, mod, delete"; F2.17). Address calls need a session (401); malformed bodies
 * answer 400; a broken field rule answers its message as resultMsg (spec 02 §8: the form shows it).
 * - POST /ecare/user/address/list {} → data.addressList (the default first);
 * - POST /ecare/user/address/default {} → data.deliveryAddressDetail (null when none);
 * - POST /ecare/user/address/add and …/mod {address} → data.deliveryAddressDetail (the saved one);
 * - POST /ecare/user/address/delete {addrId} → data null;
 * - POST /ecare/common/stdAddr/postCode {postCode} (ours, no session: the buy-SIM flow's visitors
 *   use it) → data {displayAddr, stdAddrId}, or 40417214 with tip_postcode_notexist;
 * - POST /ecare/user/address/config {} (ours, no session) → the form's configuration flags.
 * Control: GET/POST /__sandbox/addresses {save?: auto | fail | failWithoutMessage, config?}.
 */
export function addressBookRoutes(store: SandboxStore): Hono {
  const app = new Hono();
  const book = store.addresses;

  app.post(AddressBookPath.list, withCustomer(store, (c, customer) => {
    return ok(c, { addressList: book.list(customer.user.userId) });
  }));

  app.post(AddressBookPath.defaultAddress, withCustomer(store, (c, customer) => {
    return ok(c, { deliveryAddressDetail: book.defaultOf(customer.user.userId) });
  }));

  for (const [path, mode] of [[AddressBookPath.add, 'add'], [AddressBookPath.mod, 'edit']] as const) {
    app.post(path, withCustomer(store, async (c, customer) => {
      const body = await readJsonObject(c);
      if (!body || !wellFormed(body)) return badRequest(c);
      const addrId = stringField(body, 'addrId');
      if (mode === 'edit' && !addrId) return badRequest(c);
      const rules = serverRules(book.config, body);
      const values = toDeliveryAddressValues(body as unknown as DeliveryAddress);
      const firstError = Object.values(validateDeliveryAddress(values, rules, deliveryAddressPatternsOf(rules)))[0];
      if (firstError) return fail(c, AddressResultCode.invalid, firstError);
      if (book.saveSwitch === 'fail') return fail(c, AddressResultCode.refused, 'gaia_address_save_refused');
      if (book.saveSwitch === 'failWithoutMessage') return c.json({ code: AddressResultCode.refused, resultCode: AddressResultCode.refused, resultMsg: '', data: null });
      const userId = customer.user.userId;
      if (mode === 'add' && book.count(userId) >= MAX_ADDRESSES) return fail(c, AddressResultCode.tooMany, 'gaia_address_too_many', 200, { max: MAX_ADDRESSES });
      const saved = book.save(userId, toDeliveryAddressPayload(values, rules, mode === 'edit' ? addrId : undefined));
      if (!saved) return fail(c, AddressResultCode.notFound, DeliveryAddressMessageKey.saveFailed);
      return ok(c, { deliveryAddressDetail: saved });
    }));
  }

  app.post(AddressBookPath.delete, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const addrId = body && stringField(body, 'addrId');
    if (!addrId) return badRequest(c);
    return book.remove(customer.user.userId, addrId) ? ok(c, null) : fail(c, AddressResultCode.notFound, 'gaia_address_not_found');
  }));

  app.post(AddressBookPath.postCodeLookup, async (c) => {
    const body = await readJsonObject(c);
    const postCode = body && stringField(body, 'postCode');
    if (!postCode || !/^\d+$/.test(postCode) || postCode.length > POST_CODE_MAX_DIGITS) return badRequest(c);
    const found = lookUpPostCode(postCode);
    return found ? ok(c, { displayAddr: found.displayAddr, stdAddrId: found.stdAddrId }) : fail(c, AddressResultCode.postCodeNotFound, AddressMessageKey.postCodeNotExist);
  });

  app.post(AddressBookPath.config, withBody((c) => {
    return ok(c, book.config);
  }));

  app.get('/__sandbox/addresses', (c) => c.json({ save: book.saveSwitch, config: book.config }));
  app.post('/__sandbox/addresses', withBody((c, body) => {
    if (body.save !== undefined && !ADDRESS_SAVE_SWITCHES.includes(body.save as AddressSaveSwitch)) return badRequest(c);
    const config = body.config === undefined ? undefined : readConfig(body.config);
    if (body.config !== undefined && !config) return badRequest(c);
    if (body.save !== undefined) book.saveSwitch = body.save as AddressSaveSwitch;
    if (config) book.config = config;
    return c.json({ save: book.saveSwitch, config: book.config });
  }));

  return app;
}
