import { StorageKey, type KeyValueStorage } from '@gaia/domain';

/*
 * Where the request layer's headers come from in a browser window (spec 01 §7): shared by the app's
 * request layer (api.ts) and index.html's early request (earlyAnswer/askEarly.ts), which must send
 * the very same headers for the app to take its answer. No imports of the app: it is inlined too.
 */

/** A phone-sized window: the calls say "h5" from it, "web" from a wider one. */
const MOBILE_QUERY = '(max-width: 767px)';

/** The device type header's value for this window. */
export function deviceTypeOf(win: Window): 'h5' | 'web' {
  return win.matchMedia?.(MOBILE_QUERY).matches ? 'h5' : 'web';
}

/** The tourist reference id a link brought (the touristReferenceId URL parameter), if any. */
export function touristReferenceIdOf(win: Window): string | null {
  return new URLSearchParams(win.location.search).get('touristReferenceId');
}

/** This browser's device id (app-prefixed storage): made and kept on its first call. */
export function ensureDeviceId(appStorage: KeyValueStorage): string {
  let id = appStorage.getItem(StorageKey.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    appStorage.setItem(StorageKey.deviceId, id);
  }
  return id;
}
