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


/**
 * A heart pressed by a visitor who chose to sign in: kept for the tab (session storage) so that, back
 * on the page after sign-in, the product becomes a favourite without a second press.
 */
export interface PendingFavourite {
  productId: string;
  productName: string;
  /** The page the heart was pressed on (its path): the favourite is completed there only. */
  pathname: string;
}

/** Where the pending favourite is kept (session storage, this tab only). */
export const PENDING_FAVOURITE_KEY = 'gaia.shop.pendingFavourite';

/** The stored pending favourite, or undefined when there is none or the text is not one. */
export function readPendingFavourite(text: string | null | undefined): PendingFavourite | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { productId, productName, pathname } = value as Record<string, unknown>;
    if (typeof productId !== 'string' || !productId || typeof productName !== 'string' || typeof pathname !== 'string') return undefined;
    return { productId, productName, pathname };
  } catch {
    return undefined;
  }
}

/**
 * What a signed-in page does with a pending favourite: add it when this is the page the heart was
 * pressed on, else only forget it (signing in elsewhere later must not add a favourite by surprise).
 * Nothing happens for a visitor (the sign-in has not happened yet).
 */
export function pendingFavouriteAction(
  pending: PendingFavourite | undefined,
  page: { signedIn: boolean; pathname: string },
): 'add' | 'forget' | 'none' {
  if (!pending || !page.signedIn) return 'none';
  return pending.pathname === page.pathname ? 'add' : 'forget';
}
