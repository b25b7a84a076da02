import { useSyncExternalStore } from 'react';
import { ANONYMOUS_CART_KEY, readAnonymousCart, writeAnonymousCart, type AnonymousCartLine } from '@gaia/domain';
import { appStorage } from '../../../app/browserStorage';

/*
 * The visitor's cart lives in local storage (F4.3); this module lets components follow it. The lines
 * are parsed again only when the stored text changes, so every render sees the same array
 * (useSyncExternalStore) and a change made elsewhere (another tab, a cleared storage) is still seen.
 */
const listeners = new Set<() => void>();
let stored: string | null | undefined;
let snapshot: AnonymousCartLine[] = [];

function lines(): AnonymousCartLine[] {
  const text = appStorage.getItem(ANONYMOUS_CART_KEY);
  if (text !== stored) {
    stored = text;
    snapshot = readAnonymousCart(appStorage);
  }
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Replaces the anonymous cart and tells every reader. */
export function setAnonymousCart(next: readonly AnonymousCartLine[]): void {
  writeAnonymousCart(appStorage, next);
  listeners.forEach((listener) => listener());
}

/** The anonymous cart's lines now (outside React). */
export function currentAnonymousCart(): AnonymousCartLine[] {
  return lines();
}

/** The anonymous cart's lines, re-rendering when they change. */
export function useAnonymousCart(): AnonymousCartLine[] {
  return useSyncExternalStore(subscribe, lines, lines);
}
