import { CONTACT_NAME_PATTERN, ADDRESS_LIMITS } from '../../profile/addressRules';
import { contactNumberPattern } from '../../profile/addressPatterns';
import type { CartLine } from '../cart/cartModel';
import type { DeliveryAddress } from '../../profile/address';
import { splitAreaAndDetail } from '../../profile/deliveryAddress';
import type { BuyerInfo, CheckoutAddress, CheckoutItemInput, FeeResult, PickupContact } from './checkoutModel';

/** Limits of the buyer fields (ours; the documents give none). */
export const BUYER_LIMITS = { buyerName: 100, taxNumber: 20, email: 100 } as const;

/** A tax number: 5 to 20 letters or digits, hyphens between them (ours; formats differ by country). */
export const TAX_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{3,18})[A-Za-z0-9]$/;

/** A plain e-mail shape (no spaces, one @, a dot inside the domain); the mail server is the final judge. */
export function isPlainEmail(text: string): boolean {
  if (/\s/.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2 || !parts[0]) return false;
  const domain = parts[1] ?? '';
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

/** Message keys of the checkout rules. */
export const CheckoutMessageKey = {
  addressRequired: 'gaia_checkout_shop_address_required',
  shopRequired: 'gaia_checkout_shop_shop_required',
  contactNameRequired: 'gaia_checkout_shop_contact_name_required',
  contactNameMax: 'gaia_checkout_shop_contact_name_max',
  contactNameInvalid: 'gaia_checkout_shop_contact_name_invalid',
  contactMobileRequired: 'gaia_checkout_shop_contact_mobile_required',
  contactMobileInvalid: 'gaia_checkout_shop_contact_mobile_invalid',
  buyerNameRequired: 'gaia_checkout_shop_buyer_name_required',
  buyerNameMax: 'gaia_checkout_shop_buyer_name_max',
  taxRequired: 'gaia_checkout_shop_buyer_tax_required',
  taxInvalid: 'gaia_checkout_shop_buyer_tax_invalid',
  emailInvalid: 'gaia_checkout_shop_buyer_email_invalid',
  priceChanged: 'gaia_checkout_shop_price_changed',
  feeFailed: 'gaia_checkout_shop_fee_failed',
  saveFailed: 'gaia_checkout_shop_save_failed',
} as const;

/** Field errors (message keys) of a form. */
export type CheckoutFieldErrors<F extends string> = Partial<Record<F, string>>;

const CONTACT_NUMBER = contactNumberPattern();

/** The pickup contact's errors: a name of letters (≤ 60), a mobile of 7 to 15 digits. */
export function validatePickupContact(contact: PickupContact): CheckoutFieldErrors<keyof PickupContact> {
  const errors: CheckoutFieldErrors<keyof PickupContact> = {};
  const name = contact.contactName.trim();
  if (!name) errors.contactName = CheckoutMessageKey.contactNameRequired;
  else if ([...name].length > ADDRESS_LIMITS.contactName) errors.contactName = CheckoutMessageKey.contactNameMax;
  else if (!CONTACT_NAME_PATTERN.test(name)) errors.contactName = CheckoutMessageKey.contactNameInvalid;
  const mobile = contact.contactMobile.trim();
  if (!mobile) errors.contactMobile = CheckoutMessageKey.contactMobileRequired;
  else if (!CONTACT_NUMBER.test(mobile)) errors.contactMobile = CheckoutMessageKey.contactMobileInvalid;
  return errors;
}

/** The invoice buyer's errors: a name (≤ 100); a company's tax number; an optional e-mail. */
export function validateBuyerInfo(buyer: BuyerInfo): CheckoutFieldErrors<'buyerName' | 'taxNumber' | 'email'> {
  const errors: CheckoutFieldErrors<'buyerName' | 'taxNumber' | 'email'> = {};
  const name = buyer.buyerName.trim();
  if (!name) errors.buyerName = CheckoutMessageKey.buyerNameRequired;
  else if ([...name].length > BUYER_LIMITS.buyerName) errors.buyerName = CheckoutMessageKey.buyerNameMax;
  const tax = (buyer.taxNumber ?? '').trim();
  if (buyer.buyerType === 'COMPANY' && !tax) errors.taxNumber = CheckoutMessageKey.taxRequired;
  else if (tax && !TAX_NUMBER_PATTERN.test(tax)) errors.taxNumber = CheckoutMessageKey.taxInvalid;
  const email = (buyer.email ?? '').trim();
  if (email && (email.length > BUYER_LIMITS.email || !isPlainEmail(email))) errors.email = CheckoutMessageKey.emailInvalid;
  return errors;
}

/** The buyer as saved: trimmed, the tax number only for a company, no empty e-mail. */
export function normaliseBuyerInfo(buyer: BuyerInfo): BuyerInfo {
  const email = buyer.email?.trim();
  const taxNumber = buyer.taxNumber?.trim();
  return {
    buyerType: buyer.buyerType,
    buyerName: buyer.buyerName.trim(),
    ...(buyer.buyerType === 'COMPANY' && taxNumber ? { taxNumber } : {}),
    ...(email ? { email } : {}),
  };
}

/** The fee calculation's items from cart lines: each SKU, its quantity and the price shown. */
export function checkoutItems(lines: readonly Pick<CartLine, 'skuId' | 'quantity' | 'price'>[]): CheckoutItemInput[] {
  return lines.map(({ skuId, quantity, price }) => ({ skuId, quantity, price }));
}

/** The items of a fee answer whose price changed since the customer saw it. */
export function changedFeeItems(fee: FeeResult | undefined) {
  return (fee?.itemList ?? []).filter((item) => item.previousPrice !== undefined && item.previousPrice !== item.price);
}

/**
 * Splits a VAT-included total into the amount before tax and the tax, in cents, so the two always
 * add up to the total shown.
 */
export function splitVat(total: number, rate: number): { totalBeforeTax: number; tax: number } {
  const totalCents = Math.round(total * 100);
  const beforeCents = Math.round(totalCents / (1 + rate));
  return { totalBeforeTax: beforeCents / 100, tax: (totalCents - beforeCents) / 100 };
}

/** What the checkout keeps of an address-book entry: its id, receiver and one line of address text. */
export function checkoutAddressOf(address: DeliveryAddress): CheckoutAddress {
  const { area, detail } = splitAreaAndDetail(address.addrDetail);
  return {
    addressId: address.addrId ?? '',
    contactName: address.contactName,
    contactMobile: address.contactMobile,
    addressText: [detail, area, address.displayAddr].filter((part) => part && part.trim()).join(', '),
  };
}
