import { useSyncExternalStore } from 'react';
import { readAnonymousCart, writeAnonymousCart, type AnonymousCartLine } from '@gaia/domain';
import { appStorage } from '../../../app/browserStorage';

/*
 * The visitor's cart lives in local storage (F4.3); this module lets components follow it. The lines
 * are read once per change and kept, so every render sees the same array (useSyncExternalStore).
 */
const listeners = new Set<() => void>();
let snapshot: AnonymousCartLine[] | undefined;

function lines(): AnonymousCartLine[] {
  snapshot ??= readAnonymousCart(appStorage);
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the anonymous cart and tells every reader. */
export function setAnonymousCart(next: readonly AnonymousCartLine[]): void {
  writeAnonymousCart(appStorage, next);
  snapshot = readAnonymousCart(appStorage);
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
