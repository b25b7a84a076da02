import { useSyncExternalStore } from 'react';
import type { ThemeName } from '@gaia/ui';

/*
 * The portal's colour theme follows the device's (prefers-color-scheme), and follows it live when
 * the person switches their phone to dark mode with the page open.
 */

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const deviceTheme = (): ThemeName => (darkQuery()?.matches ? 'dark' : 'light');

/**
 * The device's colour theme. A prerendered page is drawn without a device, in `drawnTheme` (the
 * landing page: light): hydrating it, React starts from that and switches to the device's theme
 * right after.
 */
export function useDeviceTheme(drawnTheme: ThemeName = 'light'): ThemeName {
  return useSyncExternalStore(subscribe, deviceTheme, () => drawnTheme);
}
