import { Hono } from 'hono';
import {
  DeliveryAddressMessageKey,
  toDeliveryAddressPayload,
  toDeliveryAddressValues,
  validateDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressConfig,
} from '@gaia/domain';
import { badRequest, fail, ok, readJsonObject, stringField } from '../../envelope';
import type { SandboxStore } from '../../store/SandboxStore';
import { signedInCustomer } from './session';

/**
 * The delivery addresses of the signed-in customer (spec 02 §7 "POST /ecare/user/address/default,
 * list, add, mod, delete"): add and mod answer {deliveryAddressDetail} as the AddressForm's outcome
 * contract reads it; a field rule broken answers its message key as resultMsg (translated).
 */

/** My details uses the simple mode (no standard-address chooser there). */
export const MY_DETAILS_ADDRESS_CONFIG: DeliveryAddressConfig = { addressMode: 'S' };

/** At most this many addresses per customer. */
export const MAX_ADDRESSES = 20;

const ADDRESS_NOT_FOUND = '40917210';
const TOO_MANY_ADDRESSES = '40917211';

export function addressRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post('/ecare/user/address/list', (c) => {
    const customer = signedInCustomer(c, store);
    if (customer instanceof Response) return customer;
    return ok(c, { addressList: store.profiles.addressesOf(customer.user.userId, store.now()) });
  });

  app.post('/ecare/user/address/default', (c) => {
    const customer = signedInCustomer(c, store);
    if (customer instanceof Response) return customer;
    const list = store.profiles.addressesOf(customer.user.userId, store.now());
    return ok(c, { deliveryAddressDetail: list.find((a) => a.isDefault === 1) ?? null });
  });

  for (const mode of ['add', 'mod'] as const) {
    app.post(`/ecare/user/address/${mode}`, async (c) => {
      const customer = signedInCustomer(c, store);
      if (customer instanceof Response) return customer;
      const body = await readJsonObject(c);
      if (!body) return badRequest(c);
      const values = toDeliveryAddressValues(body as unknown as DeliveryAddress);
      const errors = validateDeliveryAddress(values, MY_DETAILS_ADDRESS_CONFIG);
      const firstError = Object.values(errors)[0];
      if (firstError) return fail(c, '400', firstError, 400);
      const addrId = stringField(body, 'addrId');
      if (mode === 'mod' && !addrId) return badRequest(c);
      const userId = customer.user.userId;
      if (mode === 'add' && store.profiles.addressesOf(userId, store.now()).length >= MAX_ADDRESSES)
        return fail(c, TOO_MANY_ADDRESSES, DeliveryAddressMessageKey.saveFailed);
      const address = toDeliveryAddressPayload(values, MY_DETAILS_ADDRESS_CONFIG, mode === 'mod' ? addrId : undefined);
      const saved = store.profiles.saveAddress(userId, address, store.now());
      if (!saved) return fail(c, ADDRESS_NOT_FOUND, DeliveryAddressMessageKey.saveFailed);
      return ok(c, { deliveryAddressDetail: saved });
    });
  }

  app.post('/ecare/user/address/delete', async (c) => {
    const customer = signedInCustomer(c, store);
    if (customer instanceof Response) return customer;
    const body = await readJsonObject(c);
    const addrId = body && stringField(body, 'addrId');
    if (!addrId) return badRequest(c);
    return store.profiles.deleteAddress(customer.user.userId, addrId, store.now())
      ? ok(c, null)
      : fail(c, ADDRESS_NOT_FOUND, DeliveryAddressMessageKey.saveFailed);
  });

  return app;
}
