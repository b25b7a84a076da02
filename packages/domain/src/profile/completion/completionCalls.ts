import type { HttpClient } from '../../kernel/http/createHttpClient';
import { HeaderName } from '../../kernel/http/headers';
import type { DeliveryAddress, DeliveryAddressSaveResponse } from '../address';
import type { AddressFormMode } from '../deliveryAddress';
import type { PartyProfile, ProfileScope } from '../partyProfile';
import {
  ENGAGE_LEVEL_REGISTER,
  type CompletenessResult,
  type CompletenessRule,
} from './completeness';
import type { ProfileUpdateRequest } from './completionProfile';
import type { ModProfileRequest } from './myDetails';

/** Server calls of profile completion, the under-16 block and My details (spec 02 §7; F2.12, F2.13, F3.11). */
export const ProfilePath = {
  acquireIndividual: '/uc/profile/acquire/individual',
  updateIndividual: '/uc/profile/update/individual',
  updateCorporate: '/uc/profile/update/corporate',
  checkCompleteness: '/uc/profile/check/completeness',
  ruleCompleteness: '/uc/profile/rule/completeness',
  pinCheck: '/uc/sec/pin-check',
  modProfile: '/ecare/user/modProfile',
  userProfile: '/ecare/user/profile',
  addressDefault: '/ecare/user/address/default',
  addressList: '/ecare/user/address/list',
  addressAdd: '/ecare/user/address/add',
  addressMod: '/ecare/user/address/mod',
  addressDelete: '/ecare/user/address/delete',
} as const;

/** /ecare/user/address/list's answer. */
export interface DeliveryAddressList {
  addressList: DeliveryAddress[];
}

/** The profile calls: `createProfileApi(http)` (wired in @gaia/domain/api). */
export function createProfileApi(http: HttpClient) {
  return {
    /** The profile with only the asked scopes. */
    acquire: (userId: string, scopes: readonly ProfileScope[]) =>
      http.call<PartyProfile>({ path: ProfilePath.acquireIndividual, data: { userId, scopes } }),
    /**
     * The profile an upgrading visitor starts from (spec 02 §4 "the existing profile is fetched"):
     * no session yet, so the verified registration code (Reference-Id) and the ID typed on step one
     * vouch for the request.
     */
    acquireForUpgrade: (input: { userId: string; idNbr: string; referenceId: string; scopes: readonly ProfileScope[] }) =>
      http.call<PartyProfile>({
        path: ProfilePath.acquireIndividual,
        data: { userId: input.userId, idNbr: input.idNbr, scopes: input.scopes },
        headers: { [HeaderName.referenceId]: input.referenceId },
        reportBusinessErrors: false,
      }),
    /** Updates an individual's profile; the answer is the whole profile as now held. */
    updateIndividual: (request: ProfileUpdateRequest) =>
      http.call<PartyProfile>({ path: ProfilePath.updateIndividual, data: request, reportBusinessErrors: false }),
    /** Updates a company's profile. */
    updateCorporate: (request: ProfileUpdateRequest) =>
      http.call<PartyProfile>({ path: ProfilePath.updateCorporate, data: request, reportBusinessErrors: false }),
    /** The completeness check after sign-in (userId, engageLevel REGISTER). */
    checkCompleteness: (userId: string) =>
      http.call<CompletenessResult>({
        path: ProfilePath.checkCompleteness,
        data: { userId, engageLevel: ENGAGE_LEVEL_REGISTER },
      }),
    /** Which fields a complete profile needs. */
    completenessRule: (userId: string) =>
      http.call<CompletenessRule>({
        path: ProfilePath.ruleCompleteness,
        data: { userId, engageLevel: ENGAGE_LEVEL_REGISTER },
      }),
    /** The PIN check → data.referenceId; a wrong PIN rejects with the business error (shown on the field). */
    pinCheck: (pin: string) =>
      http.call<{ referenceId: string }>({ path: ProfilePath.pinCheck, data: { pin }, reportBusinessErrors: false }),
    /** Changes the contacts; the answer is the profile as now held. */
    modProfile: (request: ModProfileRequest) =>
      http.call<PartyProfile>({ path: ProfilePath.modProfile, data: request, reportBusinessErrors: false }),
    /** The delivery addresses of the signed-in customer. */
    addresses: () => http.call<DeliveryAddressList>({ path: ProfilePath.addressList, data: {} }),
    /** The default delivery address (null when none). */
    defaultAddress: () =>
      http.call<{ deliveryAddressDetail: DeliveryAddress | null }>({ path: ProfilePath.addressDefault, data: {} }),
    /**
     * Adds or edits an address: the raw answer, for `saveDeliveryAddress` (the kit AddressForm's
     * outcome contract reads code, data.deliveryAddressDetail and resultMsg).
     */
    saveAddress: (address: DeliveryAddress, mode: AddressFormMode) =>
      http.envelope<{ deliveryAddressDetail: DeliveryAddress | null }>({
        path: mode === 'add' ? ProfilePath.addressAdd : ProfilePath.addressMod,
        data: address,
      }) as Promise<DeliveryAddressSaveResponse>,
    /** Deletes an address by id. */
    deleteAddress: (addrId: string) =>
      http.call<null>({ path: ProfilePath.addressDelete, data: { addrId } }),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
