import { isJsonObject } from '../../kernel/format/jsonObject';
import {
  ONBOARDING_CONTINUE_STEP,
  SINGLE_OPERATION,
  type ContinueOrderPlan,
} from '../../orders/continueOrder';
import { SimType, SubscriptionType } from '../../subscriptions/subscription';
import { ONBOARDING_STEPS, type OnboardingDraft } from './model';

/** The onboarding part of a Continue plan (F3.16 `continueOrderPlan`), as /onboarding receives it. */
export type OnboardingContinuePlan = Extract<ContinueOrderPlan, { kind: 'onboarding' }>;

/**
 * Whether navigation state is the plan My Orders' Continue sends (spec 03 §4): a postpaid line,
 * SINGLE_OPERATION, the package and service lists, the SIM type and optionally the offer. Anything
 * else (a stale or forged state) is not a plan, and onboarding opens as it would without one.
 */
export function isOnboardingContinuePlan(state: unknown): state is OnboardingContinuePlan {
  if (!isJsonObject(state) || state.kind !== 'onboarding') return false;
  if (state.operation !== SINGLE_OPERATION || state.subscriptionType !== SubscriptionType.postpaid)
    return false;
  if (state.simType !== SimType.eSim && state.simType !== SimType.physical) return false;
  const selected = state.selectedPackage;
  return (
    isJsonObject(selected) &&
    Array.isArray(selected.packageList) &&
    Array.isArray(selected.serviceList)
  );
}

/**
 * F3.19 with F3.16: the draft a Continue plan opens — at step 2 (number selection, the plan's
 * `step`), with the SIM type, the offer's plan preselected and the package and service lists kept
 * for the order. Entries the person had not made yet (number, delivery, signature) start empty.
 */
export function draftFromContinuePlan(plan: OnboardingContinuePlan): OnboardingDraft {
  const offerCode = plan.offer?.offerCode;
  const step =
    ONBOARDING_STEPS[Math.max(0, (plan.step || ONBOARDING_CONTINUE_STEP) - 1)] ?? 'number';
  return {
    step,
    simType: plan.simType,
    ...(offerCode ? { offerCode } : {}),
    continued: {
      operation: plan.operation,
      subscriptionType: plan.subscriptionType,
      packageList: plan.selectedPackage.packageList,
      serviceList: plan.selectedPackage.serviceList,
      ...(plan.offer
        ? { offer: { offerCode: plan.offer.offerCode, offerName: plan.offer.offerName } }
        : {}),
    },
  };
}
