/*
 * Query keys of the server state the portal caches (TanStack Query, docs/adr/0016), one factory per
 * business area. Keys are hierarchical: every key of an area starts with the area's `all`, every
 * detail with its `details()`, so a prefix names a whole group — invalidating `orderKeys.all`
 * refreshes every order list and order; `orderKeys.detail(id)` just one.
 */

/** A query key: the area first, then what narrows it down. */
export type QueryKey = readonly unknown[];

/** The keys every area has: all of it, its lists (by filters) and its details (by id). */
export function areaKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (filters: Readonly<Record<string, string | number | boolean | undefined>> = {}) =>
      [area, 'list', filters] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: string) => [area, 'detail', id] as const,
  };
}

/** The backend's configuration (F0.3): one document for everybody. */
export const configKeys = { ...areaKeys('config'), portal: () => ['config', 'portal'] as const };

/** Published content: the agreements (terms, privacy) by type. */
export const contentKeys = {
  ...areaKeys('content'),
  agreement: (type: string) => ['content', 'agreement', type] as const,
};

/** The session: who is signed in (F1.12). */
export const signInKeys = { ...areaKeys('signIn'), session: () => ['signIn', 'session'] as const };

export const registrationKeys = areaKeys('registration');
export const profileKeys = areaKeys('profile');
export const subscriptionKeys = areaKeys('subscriptions');
export const balanceKeys = areaKeys('balances');
export const paymentKeys = areaKeys('payments');
export const orderKeys = areaKeys('orders');
export const storeKeys = areaKeys('stores');

/** Areas whose answers are the same for every visitor: kept when a session ends. */
const SHARED_AREAS: readonly unknown[] = [configKeys.all[0], contentKeys.all[0], storeKeys.all[0]];

/**
 * Whether a cached answer belongs to the signed-in person (their session, subscriptions, balances,
 * orders …): such answers are dropped when the session ends (sign-out, 401), so the next person
 * never sees them; configuration, content and stores stay.
 */
export function isUserScoped(queryKey: QueryKey): boolean {
  return !SHARED_AREAS.includes(queryKey[0]);
}

/** Whether `key` is `prefix` or lies under it — how a cache matches the keys it invalidates. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return (
    prefix.length <= key.length &&
    prefix.every((part, index) => Object.is(part, key[index]) || samePlainObject(part, key[index]))
  );
}

function samePlainObject(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = Object.entries(a as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const right = Object.entries(b as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return (
    left.length === right.length &&
    left.every(([k, v]) => Object.is((b as Record<string, unknown>)[k], v))
  );
}

/**
 * What a mutation leaves stale, declared where the mutation is written (its `meta.invalidates`):
 * once it succeeds, the cache refreshes every query under each key. An area adds its own the same
 * way — a booster purchase `[balanceKeys.all, subscriptionKeys.detail(id)]`, an order cancel
 * `[orderKeys.all]`.
 */
export type InvalidationMeta = {
  invalidates?: readonly QueryKey[];
};
