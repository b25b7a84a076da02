import { ONBOARDING_STEPS, type OnboardingDraft, type OnboardingStepId } from './model';

/** Onboarding steps (F3.19, ADR 0023): which apply, where Next and Back lead, what each needs. */

/** The steps a person goes through: a signed-in customer skips identity (step 4). */
export function onboardingSteps(signedIn: boolean): OnboardingStepId[] {
  return ONBOARDING_STEPS.filter((step) => step !== 'identity' || !signedIn);
}

/** The step after `step` (the last stays), among the steps that apply. */
export function nextStep(step: OnboardingStepId, signedIn: boolean): OnboardingStepId {
  const steps = onboardingSteps(signedIn);
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? steps[0]!;
}

/** The step before `step` (the first stays); Back keeps every entry. */
export function previousStep(step: OnboardingStepId, signedIn: boolean): OnboardingStepId {
  const steps = onboardingSteps(signedIn);
  const index = steps.indexOf(step);
  return steps[Math.max(index - 1, 0)] ?? steps[0]!;
}

/** Whether a step's entries are complete, so Next may leave it. */
export function stepComplete(step: OnboardingStepId, draft: OnboardingDraft, signedIn: boolean): boolean {
  switch (step) {
    case 'coverage':
      // An order reopened by Continue was placed where coverage had been checked (spec 03 §4).
      return Boolean(draft.coverageAddress?.trim()) || Boolean(draft.continued);
    case 'number':
      return Boolean(draft.accNbr);
    case 'package':
      return Boolean(draft.simType && draft.offerCode);
    case 'identity':
      return signedIn || Boolean(draft.identity);
    case 'delivery':
      return Boolean(draft.fulfilment);
    case 'signature':
      return Boolean(draft.signature);
    case 'review':
      return Boolean(draft.order);
    case 'payment':
      return false;
  }
}

/**
 * The step a draft may open at: the one asked for when every step before it is complete, else the
 * first incomplete one (a reload, a link or a stale draft never skips a step's entries).
 */
export function reachableStep(wanted: OnboardingStepId, draft: OnboardingDraft, signedIn: boolean): OnboardingStepId {
  const steps = onboardingSteps(signedIn);
  const target = steps.includes(wanted) ? wanted : 'identity' === wanted ? nextStep('identity', false) : steps[0]!;
  for (const step of steps) {
    if (step === target) return step;
    if (!stepComplete(step, draft, signedIn)) return step;
  }
  return target;
}

/** The 1-based position of a step among the steps that apply (the Steps indicator and headings). */
export function stepNumber(step: OnboardingStepId, signedIn: boolean): number {
  return onboardingSteps(signedIn).indexOf(step) + 1;
}
