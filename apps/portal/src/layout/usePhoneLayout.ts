import { useSyncExternalStore } from 'react';

/** The phone layout's width, the same as the request layer's Device-Type (app/api.ts). */
const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(PHONE_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/** Whether the viewport is phone-wide (the mobile layout); follows resizing. Prerendered as wide. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
