import { useSyncExternalStore } from 'react';

/** The phone layout's width, the same as the request layer's Device-Type (app/api.ts). */
const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(PHONE_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/**
 * Web mode (spec 02 §2 "available only in web mode"): a viewport wider than a phone, as the request
 * layer tells the server (Device-Type web, else h5); follows resizing.
 */
export function useWebMode(): boolean {
  return !useSyncExternalStore(subscribe, isPhone, () => false);
}
