import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, Spinner } from '@gaia/ui';

export interface AfterSaleLoadedProps<T> {
  /** The order or the pre-check that the after-sale screen needs before it can show anything. */
  query: UseQueryResult<T>;
  /** What to show once the answer is in. */
  children: (data: T) => ReactNode;
}

/**
 * An after-sale query's answer, or the after-sale spinner while it loads and its retry when it
 * failed: the page and each action's pre-check say the same while they wait.
 */
export function AfterSaleLoaded<T>({ query, children }: AfterSaleLoadedProps<T>) {
  if (query.isPending) return <Spinner block label="gaia_aftersale_loading" />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} message="gaia_aftersale_load_failed" />;
  return children(query.data);
}
