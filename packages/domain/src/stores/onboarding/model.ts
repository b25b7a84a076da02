/**
 * New-connection onboarding entities (F3.19; spec 03 §2 /onboarding, §3 "Order"; spec 02 F2.15,
 * F2.16). The documents do not show the steps; ours are recorded in docs/adr/0023-onboarding-steps.md.
 */
import type { DeliveryAddress } from '../../profile/address';
import type { LoginResult } from '../../sign-in/session';
import type { SimTypeCode, SubscriptionTypeCode } from '../../subscriptions/subscription';

/** The steps of onboarding, in order (ADR 0023). */
export const ONBOARDING_STEPS = ['coverage', 'number', 'package', 'identity', 'delivery', 'signature', 'review', 'payment'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

/** A plan a new line can take (prepaid or postpaid), with its price as the sandbox/operator sends it. */
export interface OnboardingPlan {
  offerCode: string;
  offerName: string;
  subscriptionType: SubscriptionTypeCode;
  /** The price as a plain decimal string ('25.00'): a one-off for prepaid, monthly for postpaid. */
  price: string;
  priceDisplay: string;
  currencySymbol: string;
  /** What the plan includes, as shown (data, minutes …), already in the person's language. */
  summary?: string;
  /** The package and service lists the order carries (also what Continue hands back). */
  packageList?: unknown[];
  serviceList?: unknown[];
}

/** The plans and SIM types on offer (the package step's data). */
export interface OnboardingOffer {
  plans: OnboardingPlan[];
  simTypes: SimTypeCode[];
  /** The one-off SIM fee per SIM type, as shown. */
  simFeeDisplay?: Partial<Record<SimTypeCode, string>>;
}

/** A shop chosen for pickup: the fields of the shop locator's LocatorShop that the order keeps. */
export interface PickupShop {
  orgId: string;
  busiHallName: string;
  address?: string;
}

/** How the SIM reaches the customer: delivered to an address, or picked up at a shop. */
export type OnboardingFulfilment =
  | { kind: 'delivery'; address: DeliveryAddress }
  | { kind: 'pickup'; shop: PickupShop; contactName: string; contactMobile: string };

/** The identity a new customer gives (step 4); a signed-in customer skips it. */
export interface OnboardingIdentity {
  idNbr: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  /** YYYYMMDD. */
  birthday: string;
  /** The contact mobile, where the operator reaches the new customer. */
  contactMobile: string;
}

/** The order being prepared: every step's entries (a draft kept in session storage). */
export interface OnboardingDraft {
  step: OnboardingStepId;
  /** The address whose coverage was checked (currentAddr of the map). */
  coverageAddress?: string;
  /** The number locked for the person (after a successful lock). */
  accNbr?: string;
  simType?: SimTypeCode;
  offerCode?: string;
  /** A plan reopened from an order by Continue (spec 03 §4). */
  continued?: { offer?: { offerCode?: string; offerName?: string }; packageList: unknown[]; serviceList: unknown[]; operation: string; subscriptionType: SubscriptionTypeCode };
  identity?: OnboardingIdentity;
  fulfilment?: OnboardingFulfilment;
  /** The confirmed signature as a PNG data URL. */
  signature?: string;
  /** The order once submitted (its payment is what is left). */
  order?: OnboardingOrderResult;
}

/** The order submit request (our path, ADR 0023). */
export interface OnboardingOrderRequest {
  accNbr: string;
  simType: SimTypeCode;
  offerCode: string;
  coverageAddress: string;
  fulfilment: OnboardingFulfilment;
  signature: string;
  operation?: string;
  packageList?: unknown[];
  serviceList?: unknown[];
}

/** What the submit answers: the new order awaiting payment (state B). */
export interface OnboardingOrderResult {
  orderId: string;
  orderNbr: string;
  /** The amount to pay as a plain decimal string. */
  amount: string;
  amountDisplay: string;
  currencySymbol: string;
}

/** The identity call's answer: the new customer's temporary session (tempLogin, spec 02 §4). */
export type OnboardingCustomerResult = LoginResult;
