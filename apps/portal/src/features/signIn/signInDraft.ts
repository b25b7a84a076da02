/** What was typed into the individual password form. */
export interface SignInDraftValues {
  account?: string;
  password?: string;
}

/**
 * What was typed into the individual password form, kept by the sign-in page while it stays open,
 * so the older three-field form (F1.9), which replaces the password form once the configuration
 * chooses it, starts from the same account and password instead of losing them. Never stored: it
 * lives as long as the page.
 */
export interface SignInDraft {
  read(): SignInDraftValues;
  keep(values: SignInDraftValues): void;
}

export function createSignInDraft(): SignInDraft {
  let values: SignInDraftValues = {};
  return {
    read: () => values,
    keep: (next) => {
      values = { ...values, ...next };
    },
  };
}
