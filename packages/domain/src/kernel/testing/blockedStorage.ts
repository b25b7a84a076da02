import type { KeyValueStorage } from '../storage/keys';

/**
 * A storage that refuses every read and write, as a browser does with storage blocked by privacy
 * settings (SecurityError) or full (QuotaExceededError) (not shipped).
 */
export const blockedStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('Storage is blocked.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Storage is full.', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('Storage is blocked.', 'SecurityError');
  },
};
