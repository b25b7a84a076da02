import type { CartStorage } from './anonymousCart';

/**
 * A list kept as JSON under `key`: the entries that pass `isEntry`; a damaged or foreign value reads
 * as an empty list (never a crash).
 */
export function readStoredList<T>(storage: CartStorage, key: string, isEntry: (value: unknown) => value is T): T[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
}

/** Keeps the list under `key`; an empty list removes the key. */
export function writeStoredList(storage: CartStorage, key: string, entries: readonly unknown[]): void {
  if (entries.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(entries));
}
