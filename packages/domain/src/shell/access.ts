/**
 * Who may enter the signed-in area (spec 03 §2, §6; F3.1): a signed-in user, or — when the query
 * flag exploreFlag is Y — a visitor browsing without signing in, for whom no permissions are fetched.
 */

/** The query parameter that allows browsing without signing in. */
export const EXPLORE_FLAG_PARAM = 'exploreFlag';

/** How the signed-in area is entered. */
export type ShellAccess = 'signedIn' | 'explore' | 'signIn';

/** Whether the URL's search part carries exploreFlag=Y (the value compared upper-case). */
export function readExploreFlag(search: string): boolean {
  const value = new URLSearchParams(search).get(EXPLORE_FLAG_PARAM);
  return value?.trim().toUpperCase() === 'Y';
}

/**
 * The area's entry rule: a session wins; without one, exploring is allowed with exploreFlag Y or on a
 * page open to visitors (`publicPage`: the shop's storefront, ADR 0024, which asks for sign-in itself
 * where an account is needed); anybody else goes to sign-in.
 */
export function shellAccess(input: { signedIn: boolean; exploreFlag: boolean; publicPage?: boolean }): ShellAccess {
  if (input.signedIn) return 'signedIn';
  return input.exploreFlag || input.publicPage ? 'explore' : 'signIn';
}

/** Permissions are fetched on load unless exploring (spec 03 §6). */
export function fetchesPermissions(access: ShellAccess): boolean {
  return access === 'signedIn';
}
