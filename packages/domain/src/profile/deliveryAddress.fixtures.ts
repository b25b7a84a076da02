/** A delivery address form as the tests fill it (not shipped). */
import type { DeliveryAddressConfig, ExtraAddressField } from './address';
import {
  emptyDeliveryAddressValues,
  validateDeliveryAddress,
  validateExtraField,
  type AddressValidationOptions,
  type DeliveryAddressValues,
} from './addressRules';
import { deliveryAddressPatternsOf, extraFieldPattern } from './addressPatterns';

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

/** The whole form's check with the configuration's patterns compiled, as a form does. */
export const checkAddress = (
  values: DeliveryAddressValues,
  config: DeliveryAddressConfig = {},
  options: AddressValidationOptions = {},
) => validateDeliveryAddress(values, config, deliveryAddressPatternsOf(config), options);

/** One extra field's check with its pattern compiled, as a form does. */
export const checkExtraField = (field: ExtraAddressField, value: string) =>
  validateExtraField(field, value, extraFieldPattern(field));
