import { queryOptions } from '@tanstack/react-query';
import { mobileFillKeys, type NeedMobileFillUpResult } from '@gaia/domain';
import { createMobileFillApi } from '@gaia/domain/api';
import { http, readHttp } from '../../app/api';

/** Reads (query functions): failures reach the error catalogue as the query's (docs/adr/0016). */
const readMobileFillApi = createMobileFillApi(readHttp);
/** The code, its check and the save: each runs as a mutation of the cache. */
export const mobileFillApi = createMobileFillApi(http);

/** need-fillup-mobile for the signed-in user: asked once per session (docs/adr/0027). */
export function needMobileFillQuery(userId: string) {
  return queryOptions<NeedMobileFillUpResult>({
    queryKey: mobileFillKeys.need(userId),
    queryFn: () => readMobileFillApi.needMobileFillUp(),
    staleTime: Infinity,
    retry: false,
  });
}

/** Session storage, or null where the browser blocks it ("Later" then lasts for the page only). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
