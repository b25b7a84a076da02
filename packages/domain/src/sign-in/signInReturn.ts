import { LOGIN_URL, SignInRoute } from './routes';

/** The query parameter of /signIn naming the page to come back to after signing in (ADR 0024). */
export const SIGN_IN_REDIRECT_PARAM = 'redirect';

/**
 * Whether a return path stays on the portal's own origin: a path starting with exactly one `/`.
 * `//host` (protocol-relative), a scheme (`https:`, `javascript:`), a backslash (browsers read `/\host`
 * as `//host`) or a control character (a tab or newline browsers strip before resolving) could leave
 * the site, so none of them is followed.
 */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * Where sign-in leads once it succeeds: the same-origin `redirect` of /signIn's query when there is
 * one (a visitor asked to sign in at a favourite or at checkout comes back to that page), else the
 * signed-in home (spec 01: /myProfile). A redirect back to a sign-in page itself is ignored, so the
 * person never lands on the form they have just used.
 */
export function signInLanding(search: string): string {
  const redirect = new URLSearchParams(search).get(SIGN_IN_REDIRECT_PARAM)?.trim();
  if (!redirect || !isSameOriginPath(redirect)) return SignInRoute.home;
  const pathname = redirect.split(/[?#]/, 1)[0] ?? '';
  if (pathname === LOGIN_URL || pathname === `${LOGIN_URL}/`) return SignInRoute.home;
  return redirect;
}

/**
 * The /signIn address asking to come back to `returnPath` (a path with its query) afterwards; a path
 * that would leave the site is not carried.
 */
export function signInHrefReturningTo(returnPath: string): string {
  if (!isSameOriginPath(returnPath)) return LOGIN_URL;
  return `${LOGIN_URL}?${new URLSearchParams({ [SIGN_IN_REDIRECT_PARAM]: returnPath }).toString()}`;
}
