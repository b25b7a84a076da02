/** Browser storage keys (spec 01 §1, §3; F0.5). */
export const StorageKey = {
  /** The session token; unprefixed, as the documents name it. */
  token: 'token',
  rememberedLogin: 'rememberedLogin',
  faceLoginIndividual: 'faceLogin_INDIVIDUAL',
  faceLoginCorporate: 'faceLogin_CORPORATE',
  userExtension: 'userExt',
  localI18n: 'localI18n',
  theme: 'theme',
  tempLogin: 'tempLogin',
  settings: 'settings',
  deviceId: 'deviceId',
} as const;

/** The minimal Web Storage surface, so Node tests can pass a Map-backed stand-in. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage with every key prefixed by the app code (spec 01 §3: per-app-prefixed). */
export function createPrefixedStorage(storage: KeyValueStorage, appCode: string): KeyValueStorage {
  const k = (key: string) => `${appCode}_${key}`;
  return {
    getItem: (key) => storage.getItem(k(key)),
    setItem: (key, value) => storage.setItem(k(key), value),
    removeItem: (key) => storage.removeItem(k(key)),
  };
}

/** A Map-backed storage for tests and non-browser hosts. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
