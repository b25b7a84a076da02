import { queryOptions } from '@tanstack/react-query';
import type { LoginResult, SessionUser } from '@gaia/domain';
import { authApi } from './api';
import { tokenStore } from './browserStorage';
import { queryClient } from './queryClient';

/** The signed-in user (F1.12), loaded with the stored token. */
export const sessionQuery = queryOptions<SessionUser>({
  queryKey: ['session'],
  queryFn: () => authApi.currentInfo(),
  retry: false,
  staleTime: 5 * 60_000,
});

/** Stores the token and seeds the session cache, so /myProfile renders without a second call. */
export function startSession(result: LoginResult) {
  tokenStore.set(result.token);
  queryClient.setQueryData(sessionQuery.queryKey, result.user);
}

/** Forgets the session; answers the t value that sign-in should reopen with (spec 01 §2). */
export function endSession(): 'i' | 'c' {
  const user = queryClient.getQueryData(sessionQuery.queryKey);
  tokenStore.clear();
  queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
  return user?.partyType === 'CORPORATE' ? 'c' : 'i';
}
