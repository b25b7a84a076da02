import { useSyncExternalStore } from 'react';
import type { OrderLayout } from '@gaia/domain';

/** The phone layout's width, the same as the request layer's Device-Type (app/api.ts). */
const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(PHONE_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/** F3.14: the order cards' layout — mobile on a phone-wide viewport, web otherwise; follows resizing. */
export function useOrderLayout(): OrderLayout {
  return useSyncExternalStore(subscribe, isPhone, () => false) ? 'mobile' : 'web';
}
