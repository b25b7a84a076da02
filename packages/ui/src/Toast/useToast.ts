import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** success and info are announced politely (role=status); error interrupts (role=alert). */
  tone: ToastTone;
  /** A message key or a server text (already in the user's language), translated with `t`. */
  message: string;
  /**
   * Milliseconds before the toast closes itself; the clock stops while the toasts are hovered or
   * hold focus, and while the page is hidden. 0 keeps it until dismissed.
   * @default 5000 for success and info, 8000 for error
   */
  durationMs?: number;
}

export interface ToastRecord {
  id: string;
  tone: ToastTone;
  message: string;
  durationMs: number;
  /** Grows when the same message is shown again: the toast restarts its clock and is announced again. */
  version: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. Showing the same tone and message again restarts it instead of stacking a copy. */
  show: (toast: ToastOptions) => string;
  /** Closes a toast by id (unknown ids are ignored). */
  dismiss: (id: string) => void;
}

/** Default lifetimes: long enough to read a sentence twice; errors stay longer. */
export const DEFAULT_TOAST_DURATION_MS: Readonly<Record<ToastTone, number>> = { success: 5000, info: 5000, error: 8000 };

export const ToastContext = createContext<ToastApi | null>(null);

let warned = false;
const fallbackApi: ToastApi = {
  show: () => {
    if (!warned) {
      warned = true;
      console.warn('useToast(): no ToastProvider above this component (GaiaProvider renders one unless toasts={false}).');
    }
    return '';
  },
  dismiss: () => undefined,
};

/**
 * Shows and dismisses toasts of the nearest ToastProvider (GaiaProvider includes one). Without a
 * provider the calls do nothing, so a component still renders in isolation.
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? fallbackApi;
}

let sequence = 0;

/** The toast list of a provider: newest first, at most `max`, a repeated message restarts its toast. */
export function useToastQueue(max: number, durations: Readonly<Record<ToastTone, number>>) {
  // The list lives in a ref as well, so several show() calls in one event see each other.
  const listRef = useRef<readonly ToastRecord[]>([]);
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const commit = useCallback((next: readonly ToastRecord[]) => {
    listRef.current = next;
    setToasts(next);
  }, []);

  const show = useCallback(
    ({ tone, message, durationMs }: ToastOptions) => {
      const duration = durationMs ?? durations[tone];
      const current = listRef.current;
      const existing = current.find((toast) => toast.tone === tone && toast.message === message);
      if (existing) {
        commit(current.map((toast) => (toast === existing ? { ...toast, durationMs: duration, version: toast.version + 1 } : toast)));
        return existing.id;
      }
      const id = `gaia-toast-${++sequence}`;
      commit([{ id, tone, message, durationMs: duration, version: 0 }, ...current].slice(0, Math.max(1, max)));
      return id;
    },
    [commit, durations, max],
  );

  const dismiss = useCallback(
    (id: string) => {
      const current = listRef.current;
      if (current.some((toast) => toast.id === id)) commit(current.filter((toast) => toast.id !== id));
    },
    [commit],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return { toasts, api };
}
