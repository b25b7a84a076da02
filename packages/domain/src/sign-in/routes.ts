import type { PartyType } from './session';

/** Routes of spec 01 §2 (F1.1). */
export const SignInRoute = {
  signIn: '/signIn',
  signUp: '/signUp',
  signUpCorporate: '/signUp-c',
  forgot: '/forgot',
  home: '/myProfile',
  complete: '/complete',
  completeCorporate: '/complete-c',
} as const;

/** The maintenance page of a browser (spec 01 §8, F0.6). */
export const MAINTENANCE_PATH = '/maintenance';

/** The configured login URL (spec 01 §2). */
export const LOGIN_URL = SignInRoute.signIn;

/** t: i individual, c corporate, signUp after a completed registration. */
export type SignInTab = 'i' | 'c' | 'signUp';

export interface SignInQuery {
  tab: SignInTab;
  partyType: PartyType;
  /** Prefills the corporate account. */
  gaiaId?: string;
}

/** Reads /signIn's query (F1.1); an unknown or missing t is the individual tab. */
export function readSignInQuery(search: string): SignInQuery {
  const params = new URLSearchParams(search);
  const t = params.get('t');
  const tab: SignInTab = t === 'c' || t === 'signUp' ? t : 'i';
  const gaiaId = params.get('gaiaId')?.trim() || undefined;
  return {
    tab,
    partyType: tab === 'c' ? 'CORPORATE' : 'INDIVIDUAL',
    ...(gaiaId ? { gaiaId } : {}),
  };
}

/** The header's sign-in link: t=c when the current path contains -c, else t=i (spec 01 §2). */
export function headerSignInHref(pathname: string): string {
  return `${LOGIN_URL}?t=${pathname.includes('-c') ? 'c' : 'i'}`;
}

/** After sign-out, t reflects the user type that signed out (spec 01 §2). */
export function signInHrefAfterSignOut(partyType: PartyType | undefined): string {
  return `${LOGIN_URL}?t=${partyType === 'CORPORATE' ? 'c' : 'i'}`;
}

/**
 * Where the re-login handler (spec 01 §8, HTTP 401) leads: sign-in on the tab of the session that
 * ended (t=c for a corporate one, also when only the stored party type survives a reload), else on
 * the tab of the page the person was on (t=c, or a path with -c).
 */
export function signInHrefAfterRelogin(
  partyType: PartyType | undefined,
  location: { pathname: string; search: string },
): string {
  if (partyType) return signInHrefAfterSignOut(partyType);
  const corporatePage =
    new URLSearchParams(location.search).get('t') === 'c' || location.pathname.includes('-c');
  return `${LOGIN_URL}?t=${corporatePage ? 'c' : 'i'}`;
}
