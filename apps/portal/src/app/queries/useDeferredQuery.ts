import { useDeferredValue } from 'react';
import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * useQuery for a screen whose answer renders a large tree (a page's panels, a product grid).
 *
 * A query's answer reaches React as an external-store update, which React renders in one piece,
 * however much it changes: a phone's main thread is then blocked for the whole render. Through a
 * deferred value the update first renders what was there before (cheap), and the answer's tree
 * follows at a lower priority, in slices between which the browser handles input and paints.
 */
export function useDeferredQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
