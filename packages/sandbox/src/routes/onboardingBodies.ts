import {
  MINIMUM_SERVICE_AGE,
  NUMBER_SEARCH_LENGTH,
  SimType,
  checkBirthday,
  type OnboardingFulfilment,
  type OnboardingIdentity,
  type OnboardingOrderRequest,
  type SimTypeCode,
} from '@gaia/domain';

/** Reading the onboarding request bodies (spec 03 F3.19): a typed value, or undefined when malformed. */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, max = 300): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const DIGITS = /^\d{9,30}$/;

/** F2.15: the search term is empty or exactly 4 characters. */
export function searchTermOf(value: unknown): string | undefined {
  if (value === undefined || value === '') return '';
  return typeof value === 'string' && Array.from(value.trim()).length === NUMBER_SEARCH_LENGTH ? value.trim() : undefined;
}

export function simTypeOf(value: unknown): SimTypeCode | undefined {
  return value === SimType.eSim || value === SimType.physical ? value : undefined;
}

/** The identity of a new customer; undefined when a field is missing or wrong (under 16 included). */
export function identityOf(body: Json, today: Date): OnboardingIdentity | undefined {
  const { idNbr, firstName, lastName, gender, birthday, contactMobile } = body;
  if (!text(idNbr, 60) || !text(firstName, 60) || !text(lastName, 60) || !text(birthday, 8) || !text(contactMobile, 30)) return undefined;
  if (gender !== 'male' && gender !== 'female') return undefined;
  if (!DIGITS.test(contactMobile)) return undefined;
  const day = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
  if (checkBirthday(birthday, day, { minAge: MINIMUM_SERVICE_AGE })) return undefined;
  return { idNbr: idNbr.trim().toUpperCase(), firstName: firstName.trim().toUpperCase(), lastName: lastName.trim().toUpperCase(), gender, birthday, contactMobile };
}

function fulfilmentOf(value: unknown): OnboardingFulfilment | undefined {
  if (!isObject(value)) return undefined;
  if (value.kind === 'delivery') {
    const address = value.address;
    if (!isObject(address) || !text(address.contactName, 60) || !text(address.contactMobile, 30) || !text(address.addrDetail, 300)) return undefined;
    return { kind: 'delivery', address: address as unknown as Extract<OnboardingFulfilment, { kind: 'delivery' }>['address'] };
  }
  if (value.kind === 'pickup') {
    const shop = value.shop;
    if (!isObject(shop) || !text(shop.orgId, 60) || !text(shop.busiHallName, 150)) return undefined;
    if (!text(value.contactName, 60) || !text(value.contactMobile, 30) || !DIGITS.test(value.contactMobile)) return undefined;
    return {
      kind: 'pickup',
      shop: { orgId: shop.orgId, busiHallName: shop.busiHallName, ...(text(shop.address) ? { address: shop.address } : {}) },
      contactName: value.contactName,
      contactMobile: value.contactMobile,
    };
  }
  return undefined;
}

/** The longest signature image accepted (a PNG data URL of a pad; ours). */
export const SIGNATURE_MAX_LENGTH = 2_000_000;

/** The order submit body. */
export function orderRequestOf(body: Json): OnboardingOrderRequest | undefined {
  const simType = simTypeOf(body.simType);
  const fulfilment = fulfilmentOf(body.fulfilment);
  const { accNbr, offerCode, signature, coverageAddress } = body;
  if (!simType || !fulfilment || !text(accNbr, 30) || !text(offerCode, 60)) return undefined;
  if (typeof signature !== 'string' || !signature.startsWith('data:image/') || signature.length > SIGNATURE_MAX_LENGTH) return undefined;
  if (coverageAddress !== undefined && typeof coverageAddress !== 'string') return undefined;
  if (body.packageList !== undefined && !Array.isArray(body.packageList)) return undefined;
  if (body.serviceList !== undefined && !Array.isArray(body.serviceList)) return undefined;
  if (body.operation !== undefined && typeof body.operation !== 'string') return undefined;
  return {
    accNbr,
    simType,
    offerCode,
    signature,
    fulfilment,
    coverageAddress: coverageAddress ?? '',
    ...(typeof body.operation === 'string' ? { operation: body.operation } : {}),
    ...(Array.isArray(body.packageList) ? { packageList: body.packageList } : {}),
    ...(Array.isArray(body.serviceList) ? { serviceList: body.serviceList } : {}),
  };
}
