import { createPrefixedStorage, defaultPortalConfig, StorageKey, type KeyValueStorage } from '@gaia/domain';
import { ensureDeviceId } from './requestSources';

/** localStorage, or a memory stand-in when the browser refuses it (private mode, blocked cookies). */
function safeLocalStorage(): KeyValueStorage {
  try {
    const probe = '__gaia_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  }
}

/** The tab's sessionStorage, or a store that keeps nothing when the browser blocks it (the value then lives in memory only). */
export function sessionStorageOrNone(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

const raw = safeLocalStorage();
/** App-prefixed storage (spec 01 §3). */
export const appStorage = createPrefixedStorage(raw, defaultPortalConfig.appCode);

/** The session token lives under the plain key `token` (spec 01 §1). */
export const tokenStore = {
  get: () => raw.getItem(StorageKey.token),
  set: (token: string) => raw.setItem(StorageKey.token, token),
  clear: () => raw.removeItem(StorageKey.token),
};

/** This browser's device id, sent with every call (spec 01 §7). */
export const deviceId = (): string => ensureDeviceId(appStorage);
