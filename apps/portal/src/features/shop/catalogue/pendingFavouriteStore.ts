import { PENDING_FAVOURITE_KEY, readPendingFavourite, type PendingFavourite } from '@gaia/domain';

/*
 * A visitor's heart kept through sign-in, for this tab only (session storage): a new tab or a closed
 * browser forgets it, like the visit it belongs to.
 */
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the heart then needs a second press after sign-in.
    return undefined;
  }
}

/** The pending favourite of this tab, if any. */
export function pendingFavourite(): PendingFavourite | undefined {
  return readPendingFavourite(session()?.getItem(PENDING_FAVOURITE_KEY));
}

/** Keeps the heart a visitor pressed before going to sign in. */
export function keepPendingFavourite(favourite: PendingFavourite): void {
  try {
    session()?.setItem(PENDING_FAVOURITE_KEY, JSON.stringify(favourite));
  } catch {
    // A full or refused storage: the heart needs a second press after sign-in.
  }
}

/** Forgets the pending favourite (completed, or no longer wanted). */
export function forgetPendingFavourite(): void {
  session()?.removeItem(PENDING_FAVOURITE_KEY);
}
