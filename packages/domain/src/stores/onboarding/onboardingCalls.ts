import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { AccNbrListItem, AccNbrLockPayload, AccNbrQueryRequest } from '../number';
import type { OnboardingCustomerResult, OnboardingIdentity, OnboardingOffer, OnboardingOrderRequest, OnboardingOrderResult } from './model';

/**
 * Paths of the onboarding calls. Spec 02 names the number actions (qryAvailableAccNbrList,
 * operAccNbr) without paths, and spec 03 shows no onboarding call: ours, under /ecare/onboarding
 * (packages/domain/src/stores/README.md).
 */
export const OnboardingPath = {
  /** qryAvailableAccNbrList: {pageInfo {pageSize 12, lastRecordGMT?}, accNbr} → {accNbrList, pageInfo {lastRecordGMT?}}. */
  availableNumbers: '/ecare/onboarding/accNbr/qryAvailableAccNbrList',
  /** operAccNbr: {accNbrs, reserveFlag Y|N} → data {accNbrs}; a number another person holds fails. */
  lockNumbers: '/ecare/onboarding/accNbr/operAccNbr',
  /** GET → {plans, simTypes, simFeeDisplay}. */
  offer: '/ecare/onboarding/offer',
  /** A new customer's identity → a temporary session {token, user}. */
  customer: '/ecare/onboarding/customer',
  /** The order → {orderId, orderNbr, amount, amountDisplay, currencySymbol} in state B. */
  submit: '/ecare/onboarding/order/submit',
} as const;

/** One page of available numbers and the cursor of the next page. */
export interface AvailableNumbersPage {
  accNbrList: AccNbrListItem[];
  pageInfo: { pageSize: number; lastRecordGMT?: string };
}

/** The onboarding calls (F3.19, F2.15). */
export function createOnboardingApi(http: HttpClient) {
  return {
    /** F2.15: a page of available numbers (12), after the cursor, filtered by the 4-character term. */
    availableNumbers: (request: AccNbrQueryRequest) =>
      http.call<AvailableNumbersPage>({ path: OnboardingPath.availableNumbers, data: request, reportBusinessErrors: false }),
    /** F2.15: locks (Y) or unlocks (N) numbers; rejects when the server refuses (the lock failed). */
    lockNumbers: (payload: AccNbrLockPayload) =>
      http.call<{ accNbrs: string[] }>({ path: OnboardingPath.lockNumbers, data: payload, reportBusinessErrors: false }),
    /** The plans with prices and the SIM types on offer. */
    offer: () => http.call<OnboardingOffer>({ method: 'GET', path: OnboardingPath.offer }),
    /** Step 4: registers the new customer and opens their temporary session. */
    createCustomer: (identity: OnboardingIdentity) =>
      http.call<OnboardingCustomerResult>({ path: OnboardingPath.customer, data: identity, reportBusinessErrors: false }),
    /** Step 7: submits the order; it then awaits payment. */
    submitOrder: (request: OnboardingOrderRequest) =>
      http.call<OnboardingOrderResult>({ path: OnboardingPath.submit, data: request, reportBusinessErrors: false }),
  };
}

export type OnboardingApi = ReturnType<typeof createOnboardingApi>;
