import { ONBOARDING_DRAFT_KEY, parseOnboardingDraft, serializeOnboardingDraft, type OnboardingDraft } from '@gaia/domain';

/** This tab's session storage, or nothing when it is blocked (the onboarding then lives in memory). */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * The onboarding in progress in this tab's session storage (F3.19, ADR 0023): every step's entries
 * survive a lost connection and a reload; the rules of reading it are the domain's.
 */
export const onboardingDraftStore = {
  read: (): OnboardingDraft => parseOnboardingDraft(sessionStore().getItem(ONBOARDING_DRAFT_KEY)),
  write: (draft: OnboardingDraft) => {
    try {
      sessionStore().setItem(ONBOARDING_DRAFT_KEY, serializeOnboardingDraft(draft));
    } catch {
      // A full or blocked storage keeps the draft in memory only: the flow goes on.
    }
  },
  clear: () => sessionStore().removeItem(ONBOARDING_DRAFT_KEY),
};
