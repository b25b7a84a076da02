import { createSignUpDraftStore, type KeyValueStorage } from '@gaia/domain';

/** The browser's session storage, or nothing when it is blocked (the flow then lives in memory). */
function sessionStorageOrNone(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * The sign-up in progress, kept in this tab's session storage (spec 02 §2: entries survive a reload
 * of the step; they are cleared on Cancel and on leaving). The rules are the domain's (signUpDraft).
 */
export const signUpDraftStore = createSignUpDraftStore(sessionStorageOrNone());
