import { queryOptions } from '@tanstack/react-query';
import { LOGIN_URL, StorageKey, signInHrefAfterRelogin, signInHrefAfterSignOut, signInKeys, type LoginResult, type PartyType, type SessionUser, writeMergeNotes } from '@gaia/domain';
import { createAuthApi } from '@gaia/domain/api';
import { readHttp } from './api';
import { appStorage, sessionStorageOrNone, tokenStore } from './browserStorage';
import { forgetUserQueries, queryClient } from './queryClient';
import { forgetFirstFrames } from '../firstFrame/firstFrame';

const sessionApi = createAuthApi(readHttp);

/** The signed-in user (F1.12), loaded with the stored token. */
export const sessionQuery = queryOptions<SessionUser>({
  queryKey: signInKeys.session(),
  queryFn: () => sessionApi.currentInfo(),
  retry: false,
  staleTime: 5 * 60_000,
});

/*
 * The party type of the last session, stored beside the token: after a reload the user is not
 * loaded yet when a 401 ends the session, and sign-in must still open on that party's tab (t=c).
 * A 401 often fails several calls at once, so the re-login keeps it (each answer leads to the same
 * tab); the next sign-in replaces it and a sign-out removes it.
 */
const PARTY_KEY = 'sessionPartyType';

function storedParty(): PartyType | undefined {
  const value = appStorage.getItem(PARTY_KEY);
  return value === 'CORPORATE' || value === 'INDIVIDUAL' ? value : undefined;
}

/**
 * Stores the token and seeds the session cache, so /myProfile renders without a second call; what
 * an earlier session left in the cache is dropped first.
 */
export function startSession(result: LoginResult) {
  forgetUserQueries();
  // A new session is nobody's temporary login until the onboarding that opens one says so (it sets
  // the flag right after this); a person signing in later in the same browser is not in that mode.
  appStorage.removeItem(StorageKey.tempLogin);
  // The first frames left before picture that person's pages, or a visitor's.
  forgetFirstFrames(appStorage);
  // Notes of an earlier session's cart merge are not this person's.
  writeMergeNotes(sessionStorageOrNone(), []);
  tokenStore.set(result.token);
  if (result.user?.partyType) appStorage.setItem(PARTY_KEY, result.user.partyType);
  else appStorage.removeItem(PARTY_KEY);
  queryClient.setQueryData(sessionQuery.queryKey, result.user);
}

/**
 * Forgets the session and every answer that was the person's (the session query, and from the later
 * areas their subscriptions, balances, orders …); answers the party type of the session that ended,
 * when one is known.
 */
function forgetSession(): PartyType | undefined {
  const party = queryClient.getQueryData(sessionQuery.queryKey)?.partyType ?? storedParty();
  tokenStore.clear();
  appStorage.removeItem(StorageKey.tempLogin);
  forgetFirstFrames(appStorage);
  writeMergeNotes(sessionStorageOrNone(), []);
  forgetUserQueries();
  return party;
}

/**
 * Where a visitor without a session is sent: the tab of a session that ended without signing out
 * (a 401 keeps its party type; sign-out removes it), else the login URL.
 */
export function signInHrefWithoutSession(): string {
  const party = storedParty();
  return party ? signInHrefAfterSignOut(party) : LOGIN_URL;
}

/** Forgets the session; answers the t value that sign-in should reopen with (spec 01 §2). */
export function endSession(): 'i' | 'c' {
  return forgetSession() === 'CORPORATE' ? 'c' : 'i';
}

/** Sign-out (F2.14): the session and the party type it leaves behind are both forgotten. */
export function signOutSession(): void {
  forgetSession();
  appStorage.removeItem(PARTY_KEY);
}

/**
 * The re-login handler's end of the session (spec 01 §8, HTTP 401): forgets it and answers where
 * sign-in opens — the tab of the session that ended, else of the page the person was on.
 */
export function endSessionForRelogin(location: { pathname: string; search: string }): string {
  return signInHrefAfterRelogin(forgetSession(), location);
}
