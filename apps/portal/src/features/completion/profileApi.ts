import { queryOptions } from '@tanstack/react-query';
import {
  profileCompletionKeys,
  type CompletenessResult,
  type PartyProfile,
  type ProfileScope,
} from '@gaia/domain';
import { createFileApi, createProfileApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** Reads (query functions): failures reach the error catalogue as the query's (docs/adr/0016). */
const readProfileApi = createProfileApi(readHttp);
/** Writes (updates, PIN check, addresses): each call runs as a mutation of the cache. */
export const profileApi = createProfileApi(http);
/** The common upload (ID copy, company document, face photo). */
export const fileApi = createFileApi(http);

/** The completeness check of the signed-in user (F2.12): asked once per session. */
export function completenessQuery(userId: string) {
  return queryOptions<CompletenessResult>({
    queryKey: profileCompletionKeys.completeness(userId),
    queryFn: () => readProfileApi.checkCompleteness(userId),
    staleTime: Infinity,
    retry: false,
  });
}

/** The profile with the given scopes. */
export function profileQuery(userId: string, scopes: readonly ProfileScope[]) {
  return queryOptions<PartyProfile>({
    queryKey: profileCompletionKeys.profile(userId, scopes),
    queryFn: () => readProfileApi.acquire(userId, scopes),
  });
}
