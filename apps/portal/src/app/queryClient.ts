import { MutationCache, MutationObserver, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUserScoped, reportedApiError, type ApiError, type InvalidationMeta } from '@gaia/domain/api';

declare module '@tanstack/react-query' {
  interface Register {
    /** A mutation names the server state it leaves stale (docs/adr/0016). */
    mutationMeta: InvalidationMeta;
  }
}

/*
 * The one error model (docs/adr/0016): every call of the request layer runs inside a query or a
 * mutation of this client, so every failure reaches the caches' onError. There the error catalogue
 * is applied once per failure (spec 01 §8: 401 re-login, 593 maintenance, toasts), by the handler
 * the app binds (ErrorCatalogueBridge), for the ApiErrors the request layer marked `reported`.
 */
type FailureHandler = (error: ApiError) => void;
let catalogue: FailureHandler | undefined;
/* A failure wrapped by a caller's own mutation (a form's message) fails twice: it is shown once. */
const applied = new WeakSet<ApiError>();
const waiting: ApiError[] = [];

function applyErrorCatalogue(failure: unknown): void {
  const error = reportedApiError(failure);
  if (!error || applied.has(error)) return;
  applied.add(error);
  if (catalogue) catalogue(error);
  // A call can fail before the app's catalogue is bound (a reload whose first call answers 401):
  // the failure waits for it, so it is still said (a few at most).
  else if (waiting.length < 5) waiting.push(error);
}

/** Binds the app's error catalogue (one, for the life of the app); answers the unbind function. */
export function bindErrorCatalogue(handler: FailureHandler): () => void {
  catalogue = handler;
  for (const error of waiting.splice(0)) handler(error);
  return () => {
    if (catalogue === handler) catalogue = undefined;
  };
}

/*
 * The calls of an app that has been started afresh in the same page (clearServerState): a late
 * answer of one of them speaks to nobody who made it, so its failure is not said. (A call dropped
 * because the session ended is still said: its 401 is what tells the person why.)
 */
const abandoned = new WeakSet<object>();

const queryCache: QueryCache = new QueryCache({
  onError: (error, query) => {
    if (!abandoned.has(query)) applyErrorCatalogue(error);
  },
});
const mutationCache: MutationCache = new MutationCache({
  onError: (error, _variables, _context, mutation) => {
    if (!abandoned.has(mutation)) applyErrorCatalogue(error);
  },
  onSuccess: (_data, _variables, _context, mutation) =>
    Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
});

/**
 * The server-state cache of the portal. Loaded with the request layer, just after the first paint
 * of /signIn, whose first paint needs no queries (B6: first-load budget).
 * - networkMode 'always': a call offline fails with its network error (a toast) instead of waiting.
 * - queries are not retried: the catalogue says what failed, and a screen offers its own Try again.
 * - a mutation's meta.invalidates refreshes those keys once it succeeds.
 */
export const queryClient: QueryClient = new QueryClient({
  queryCache,
  mutationCache,
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

/**
 * Empties the server state as a new start of the app would find it: every query and mutation, and
 * the failures still waiting for a catalogue to be bound (they belong to the app that is gone).
 */
export function clearServerState(): void {
  for (const query of queryCache.getAll()) abandoned.add(query);
  for (const mutation of mutationCache.getAll()) abandoned.add(mutation);
  waiting.length = 0;
  queryClient.clear();
}

/**
 * Runs one call as a mutation of the cache (the request layer's writes, api.ts): its failure goes
 * through the caches' onError like every other, and a caller that shows it still gets the ApiError.
 */
export function asMutation<T>(call: () => Promise<T>, meta?: InvalidationMeta): Promise<T> {
  return new MutationObserver<T, unknown, void>(queryClient, { mutationFn: call, ...(meta ? { meta } : {}) }).mutate();
}

/**
 * Each failure the catalogue shows, as the caches record it (their own events, not a second bus):
 * the signed-in area leaves on 401 and 593 with it. Answers the unsubscribe function.
 */
export function onCatalogueFailure(listener: FailureHandler): () => void {
  const seen = new WeakSet<ApiError>();
  const tell = (failure: unknown) => {
    const error = reportedApiError(failure);
    if (!error || seen.has(error)) return;
    seen.add(error);
    listener(error);
  };
  const fromQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') tell(event.action.error);
  });
  const fromMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') tell(event.action.error);
  });
  return () => {
    fromQueries();
    fromMutations();
  };
}

/** Drops every answer that belongs to the person signed in (the session ends); configuration stays. */
export function forgetUserQueries(): void {
  queryClient.removeQueries({ predicate: (query) => isUserScoped(query.queryKey) });
}
