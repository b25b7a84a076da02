import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { configKeys, type PortalConfig } from '@gaia/domain';
import { createConfigApi } from '@gaia/domain/api';
import { readHttp } from '../api';
import { queryClient } from '../queryClient';

const configApi = createConfigApi(readHttp);

/**
 * The backend's configuration (F0.3), once per visit: the domain parses it over its defaults and a
 * failed call leaves the defaults for its values, so this query never fails.
 */
export const portalConfigQuery = queryOptions<PortalConfig>({
  queryKey: configKeys.portal(),
  queryFn: () => configApi.loadPortalConfig(),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The configuration in the cache, when it has arrived (the same object until it changes). */
export function cachedPortalConfig(): PortalConfig | undefined {
  return queryClient.getQueryData(portalConfigQuery.queryKey);
}

/** Loads the configuration (once) and resolves with it. */
export function fetchPortalConfig(): Promise<PortalConfig> {
  return queryClient.fetchQuery(portalConfigQuery);
}

/**
 * Observes the configuration query (loading it when the cache has none): `onChange` is called when
 * it arrives or changes, at once when it is there already. Answers the unsubscribe function.
 */
export function watchPortalConfig(onChange: () => void): () => void {
  const observer = new QueryObserver(queryClient, portalConfigQuery);
  const stop = observer.subscribe(onChange);
  if (observer.getCurrentResult().data) onChange();
  return stop;
}
