import { useCallback, useEffect, useRef, useState } from 'react';
import type { SelectOption } from '../Select/Select';

/** One page of results from a loader. */
export interface AsyncOptionsPage<T = SelectOption> {
  items: T[];
  /** True when a further page exists. */
  hasMore: boolean;
}

/**
 * Loads one page of options for a query. Pages start at 1; `pageSize` is the component's page size
 * (20 by default) for loaders that pass it on.
 */
export type LoadOptions<T = SelectOption> = (
  query: string,
  page: number,
  pageSize: number,
) => Promise<AsyncOptionsPage<T>>;

export type AsyncOptionsStatus = 'idle' | 'loading' | 'loading-more' | 'ready' | 'error';

// Spec 02 §5
/** The suburb search waits 300 ms after the last keystroke … */
export const ASYNC_SEARCH_DEBOUNCE_MS = 300;
/** … and pages by 20. */
export const ASYNC_PAGE_SIZE = 20;

interface State<T> {
  query: string;
  items: T[];
  page: number;
  hasMore: boolean;
  status: AsyncOptionsStatus;
}

/**
 * Behaviour of an async option list: a debounced search, paging, and stale answers ignored (only the
 * latest request may update the list). The component never fetches; `loadOptions` does.
 */
export function useAsyncOptions<T>(
  loadOptions: LoadOptions<T>,
  { debounceMs = ASYNC_SEARCH_DEBOUNCE_MS, pageSize = ASYNC_PAGE_SIZE } = {},
) {
  const [state, setState] = useState<State<T>>({
    query: '',
    items: [],
    page: 0,
    hasMore: false,
    status: 'idle',
  });
  const loaderRef = useRef(loadOptions);
  const requestRef = useRef(0);
  const pendingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    loaderRef.current = loadOptions;
  }, [loadOptions]);

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      requestRef.current += 1;
    },
    [],
  );

  const fetchPage = useCallback(
    (query: string, page: number) => {
      clearTimeout(timerRef.current);
      const request = ++requestRef.current;
      pendingRef.current = true;
      setState((s) =>
        page === 1
          ? { query, items: [], page: 0, hasMore: false, status: 'loading' }
          : { ...s, query, status: 'loading-more' },
      );
      const settle = (next: (s: State<T>) => State<T>) => {
        if (request !== requestRef.current) return;
        pendingRef.current = false;
        setState(next);
      };
      Promise.resolve()
        .then(() => loaderRef.current(query, page, pageSize))
        .then(
          (result) =>
            settle((s) => ({
              query,
              page,
              hasMore: result.hasMore,
              status: 'ready',
              items: page === 1 ? result.items : [...s.items, ...result.items],
            })),
          () => settle((s) => ({ ...s, status: 'error' })),
        );
    },
    [pageSize],
  );

  /** Searches `query` once typing pauses for the debounce delay. */
  const search = useCallback(
    (query: string) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => fetchPage(query, 1), debounceMs);
    },
    [debounceMs, fetchPage],
  );

  /** Loads the first page of the last query if nothing was loaded yet (or it failed). */
  const ensureLoaded = useCallback(() => {
    if (pendingRef.current) return;
    if (state.status === 'idle' || state.status === 'error')
      fetchPage(state.query, state.status === 'error' && state.page > 0 ? state.page + 1 : 1);
  }, [fetchPage, state.page, state.query, state.status]);

  /** Loads the next page, once, when there is one. */
  const loadMore = useCallback(() => {
    if (pendingRef.current || !state.hasMore || state.status !== 'ready') return;
    fetchPage(state.query, state.page + 1);
  }, [fetchPage, state.hasMore, state.page, state.query, state.status]);

  return { ...state, search, ensureLoaded, loadMore };
}
