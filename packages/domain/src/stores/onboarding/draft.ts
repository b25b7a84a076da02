import { isJsonObject, parseJsonObject } from '../../kernel/format/jsonObject';
import {
  SimType,
  SubscriptionType,
  type SimTypeCode,
  type SubscriptionTypeCode,
} from '../../subscriptions/subscription';
import type { DeliveryAddress } from '../../profile/address';
import {
  ONBOARDING_STEPS,
  type OnboardingDraft,
  type OnboardingFulfilment,
  type OnboardingIdentity,
  type OnboardingOrderResult,
  type OnboardingStepId,
} from './model';

/**
 * The onboarding in progress, kept in session storage (F3.19, ADR 0023) so every step's entries
 * survive a lost connection and a reload — as sign-up's draft does (registration/submission/signUpDraft.ts).
 * Versioned: a draft of another shape is ignored rather than misread.
 */
export const ONBOARDING_DRAFT_KEY = 'gaia.onboarding.v1';

type Json = Record<string, unknown>;
const isString = (value: unknown): value is string => typeof value === 'string';
const hasStrings = (value: Json, fields: readonly string[]) =>
  fields.every((field) => isString(value[field]));

/** A fresh onboarding, optionally at the address whose coverage the map checked. */
export function initialOnboardingDraft(coverageAddress?: string): OnboardingDraft {
  const address = coverageAddress?.trim();
  return address ? { step: 'coverage', coverageAddress: address } : { step: 'coverage' };
}

function simTypeOf(value: unknown): SimTypeCode | undefined {
  return value === SimType.eSim || value === SimType.physical ? value : undefined;
}

function subscriptionTypeOf(value: unknown): SubscriptionTypeCode | undefined {
  return value === SubscriptionType.prepaid || value === SubscriptionType.postpaid
    ? value
    : undefined;
}

function identityOf(value: unknown): OnboardingIdentity | undefined {
  if (
    !isJsonObject(value) ||
    !hasStrings(value, ['idNbr', 'firstName', 'lastName', 'birthday', 'contactMobile'])
  )
    return undefined;
  if (value.gender !== 'male' && value.gender !== 'female') return undefined;
  return value as unknown as OnboardingIdentity;
}

function fulfilmentOf(value: unknown): OnboardingFulfilment | undefined {
  if (!isJsonObject(value)) return undefined;
  if (
    value.kind === 'delivery' &&
    isJsonObject(value.address) &&
    hasStrings(value.address, ['contactName', 'contactMobile', 'addrDetail'])
  ) {
    return { kind: 'delivery', address: value.address as unknown as DeliveryAddress };
  }
  if (
    value.kind === 'pickup' &&
    isJsonObject(value.shop) &&
    hasStrings(value.shop, ['orgId', 'busiHallName']) &&
    hasStrings(value, ['contactName', 'contactMobile'])
  ) {
    return value as unknown as OnboardingFulfilment;
  }
  return undefined;
}

function orderOf(value: unknown): OnboardingOrderResult | undefined {
  return isJsonObject(value) &&
    hasStrings(value, ['orderId', 'orderNbr', 'amount', 'amountDisplay', 'currencySymbol'])
    ? (value as unknown as OnboardingOrderResult)
    : undefined;
}

function continuedOf(value: unknown): OnboardingDraft['continued'] {
  if (!isJsonObject(value) || !isString(value.operation)) return undefined;
  const subscriptionType = subscriptionTypeOf(value.subscriptionType);
  if (!subscriptionType || !Array.isArray(value.packageList) || !Array.isArray(value.serviceList))
    return undefined;
  const offer = isJsonObject(value.offer)
    ? (value.offer as { offerCode?: string; offerName?: string })
    : undefined;
  return {
    operation: value.operation,
    subscriptionType,
    packageList: value.packageList,
    serviceList: value.serviceList,
    ...(offer ? { offer } : {}),
  };
}

/**
 * Reads a stored draft defensively: malformed text gives a fresh onboarding, and any part without
 * its shape is dropped while the rest is kept (the step is re-checked by `reachableStep`).
 */
export function parseOnboardingDraft(text: string | null | undefined): OnboardingDraft {
  const stored = text ? parseJsonObject(text) : undefined;
  if (!stored) return initialOnboardingDraft();
  const step = (ONBOARDING_STEPS as readonly unknown[]).includes(stored.step)
    ? (stored.step as OnboardingStepId)
    : 'coverage';
  const draft: OnboardingDraft = {
    step,
    coverageAddress: isString(stored.coverageAddress) ? stored.coverageAddress : undefined,
    accNbr: isString(stored.accNbr) ? stored.accNbr : undefined,
    simType: simTypeOf(stored.simType),
    offerCode: isString(stored.offerCode) ? stored.offerCode : undefined,
    continued: continuedOf(stored.continued),
    identity: identityOf(stored.identity),
    fulfilment: fulfilmentOf(stored.fulfilment),
    signature:
      isString(stored.signature) && stored.signature.startsWith('data:image/')
        ? stored.signature
        : undefined,
    order: orderOf(stored.order),
  };
  return withoutUndefined(draft);
}

function withoutUndefined(draft: OnboardingDraft): OnboardingDraft {
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value !== undefined),
  ) as unknown as OnboardingDraft;
}

/** The text stored for a draft. */
export function serializeOnboardingDraft(draft: OnboardingDraft): string {
  return JSON.stringify(draft);
}
