/** A delivery address form as the tests fill it (not shipped). */
import { emptyDeliveryAddressValues, type DeliveryAddressValues } from './addressRules';

/** A valid, filled address form (Tendai Moyo in Avondale, standard address 1001), with `overrides`. */
export const filledAddressValues = (overrides: Partial<DeliveryAddressValues> = {}): DeliveryAddressValues => ({
  ...emptyDeliveryAddressValues(),
  contactName: 'Tendai Moyo',
  contactMobile: '0771234567',
  addrDetail: '12 Samora Machel Ave',
  displayAddr: 'Harare, Avondale',
  stdAddrId: '1001',
  ...overrides,
});
