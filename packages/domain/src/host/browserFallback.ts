import { continueOrderPlan } from '../orders/continueOrder';
import { MAINTENANCE_PATH } from '../sign-in/routes';
import type { KeyValueStorage } from '../kernel/storage/keys';
import type { GeoPoint, MaintenanceTexts, NativeHost } from './nativeHost';

/** How long a browser may take to find the position before the caller's default applies. */
export const DEFAULT_LOCATION_TIMEOUT_MS = 10_000;

/** The part of `navigator.geolocation` the fallback uses, so tests can pass a fake. */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    error?: ((error: unknown) => void) | null,
    options?: { timeout?: number; maximumAge?: number; enableHighAccuracy?: boolean },
  ): void;
}

/** What the browser fallback needs from its page; injected so Node tests pass fakes. */
export interface BrowserFallbackDeps {
  /** `navigator.geolocation`; absent on insecure origins and old browsers. */
  geolocation?: GeolocationLike | null;
  /** Where a chosen shop is kept (the app's local storage). */
  storage: KeyValueStorage;
  /** In-app navigation; `state` carries the maintenance texts or the onboarding plan of an order. */
  navigate: (path: string, state?: unknown) => void;
  /** `window.close()`: closes only a page a script opened. */
  closeWindow?: () => void;
  /** `window.closed`, read after closeWindow to know whether it worked. */
  isClosed?: () => boolean;
  /** `history.back()`, when the page could not be closed. */
  goBack: () => void;
  locationTimeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The browser's way of doing each host capability (F0.6): no login info (the stored token is
 * used), geolocation with a timeout, close-or-back, the shop in storage, onboarding for the order
 * (F3.16 `continueOrderPlan`) and the maintenance page.
 */
export function createBrowserFallback(deps: BrowserFallbackDeps): NativeHost {
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  function getLocation(): Promise<GeoPoint | null> {
    const geolocation = deps.geolocation;
    if (!geolocation) return Promise.resolve(null);
    const timeoutMs = deps.locationTimeoutMs ?? DEFAULT_LOCATION_TIMEOUT_MS;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (point: GeoPoint | null) => {
        if (settled) return;
        settled = true;
        clearTimer(timer);
        resolve(point);
      };
      // The API's own timeout does not count the time a permission prompt stays unanswered.
      const timer = setTimer(() => settle(null), timeoutMs);
      try {
        geolocation.getCurrentPosition(
          ({ coords }) => settle({ latitude: coords.latitude, longitude: coords.longitude }),
          () => settle(null),
          { timeout: timeoutMs, maximumAge: 60_000 },
        );
      } catch {
        settle(null);
      }
    });
  }

  return {
    loginInfo: () => null,
    getLocation,
    closePage() {
      try {
        deps.closeWindow?.();
      } catch {
        // A refused close is the common case in a tab the user opened; going back is the answer.
      }
      if (!deps.isClosed?.()) deps.goBack();
    },
    saveShop(key, shop) {
      deps.storage.setItem(key, JSON.stringify(shop ?? null));
    },
    handOffOrder(order) {
      // Spec 03: without a host, onboarding reopens at step 2 with the order's package and offer.
      const plan = continueOrderPlan(order, false);
      if (plan.kind === 'onboarding') deps.navigate(plan.path, plan);
    },
    openMaintenance(texts: MaintenanceTexts) {
      deps.navigate(MAINTENANCE_PATH, { title: texts.title, notice: texts.notice });
    },
  };
}
