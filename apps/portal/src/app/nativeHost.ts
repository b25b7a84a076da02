import { createBrowserFallback, createHostBridge, detectNativeHost } from '@gaia/domain';
import { appStorage } from './browserStorage';

/** In-app navigation the browser fallback uses; the router binds its own (bindHostNavigation). */
type Navigate = (path: string, state?: unknown) => void;

// Until the router is mounted a full page load is the only way to reach a route (state is lost).
const pageLoad: Navigate = (path) => window.location.assign(path);
let navigateTo: Navigate = pageLoad;

/**
 * Lets the router's navigate serve the browser fallback (maintenance page, onboarding), so state
 * such as the server's maintenance texts survives; answers the unbind function.
 */
export function bindHostNavigation(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    if (navigateTo === navigate) navigateTo = pageLoad;
  };
}

/**
 * The portal's host (F0.6): the native host app's `window.GaiaHost`, detected once at start (the
 * webview injects it before the page's scripts run), else the browser fallback, capability by
 * capability. Loaded just after the first paint (api.ts, ErrorCatalogueBridge); it must not import
 * the request layer, so that importing the bridge alone never drags api.ts in.
 */
export const appHost = createHostBridge(
  detectNativeHost(window),
  createBrowserFallback({
    geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : null,
    storage: appStorage,
    navigate: (path, state) => navigateTo(path, state),
    closeWindow: () => window.close(),
    isClosed: () => window.closed,
    goBack: () => window.history.back(),
  }),
);
