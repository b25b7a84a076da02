/** What pressing a favourite heart does (F4.2). */
export type FavouriteIntent =
  /** A visitor: sign in first, then come back to the same page (shopSignInHref). */
  | { kind: 'signIn' }
  | { kind: 'add' }
  | { kind: 'remove' }
  /** A change is already on its way: a second press waits for it. */
  | { kind: 'wait' };

/**
 * The heart's rule: a visitor is asked to sign in (favourites live in the account); a signed-in
 * customer adds or removes by the current state; while a change is pending, presses are ignored so a
 * double tap never adds and removes at once.
 */
export function favouriteIntent(input: { signedIn: boolean; isAdded: boolean; pending: boolean }): FavouriteIntent {
  if (!input.signedIn) return { kind: 'signIn' };
  if (input.pending) return { kind: 'wait' };
  return { kind: input.isAdded ? 'remove' : 'add' };
}

