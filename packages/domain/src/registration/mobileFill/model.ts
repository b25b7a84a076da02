/**
 * Paths of the mobile fill-up. need-fillup-mobile is spec 02 §7's; the save is not shown there, so
 * it is ours, beside it under /ecare/gaia/register/ (docs/adr/0027).
 */
export const MobileFillPath = {
  needFillUp: '/ecare/gaia/register/need-fillup-mobile',
  fillUp: '/ecare/gaia/register/fillup-mobile',
} as const;

/** need-fillup-mobile's answer: Y when the signed-in user has no mobile yet. */
export interface NeedMobileFillUpResult {
  fillUpFlag: 'Y' | 'N';
}

/** The saved number, as the server keeps it. */
export interface MobileFillUpResult {
  mobile: string;
}

/** Whether the dialog is to open: only an explicit Y asks (anything else leaves the person alone). */
export function needsMobileFillUp(result: NeedMobileFillUpResult | undefined): boolean {
  return result?.fillUpFlag === 'Y';
}

/** The session-storage key under which "Later" is remembered, with the session's token. */
export const MOBILE_FILL_LATER_KEY = 'gaia_mobile_fill_later';

/** The part of Web Storage the "Later" memory uses (sessionStorage, or null where it is blocked). */
export interface LaterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether the person chose "Later" in this session: the dialog is not asked again until the next
 * sign-in (a new token), but a reload of the same session keeps the choice.
 */
export function postponedThisSession(storage: LaterStorage | null, token: string | null): boolean {
  return Boolean(token) && storage?.getItem(MOBILE_FILL_LATER_KEY) === token;
}

/** Remembers "Later" for this session (its token). */
export function postponeForSession(storage: LaterStorage | null, token: string | null): void {
  if (token) storage?.setItem(MOBILE_FILL_LATER_KEY, token);
}
