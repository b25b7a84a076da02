import { createContext, useCallback, useContext, useMemo } from 'react';
import { ToastQueue, useToastQueue as useStatelyToastQueue, type QueuedToast } from 'react-stately';

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

export interface ToastApi {
  /** Shows a toast and returns its id. Showing the same tone and message again restarts it (a new toast, a new id) instead of stacking a copy. */
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

/** What a queued toast carries (react-stately's `QueuedToast<ToastContent>` adds its key). */
export interface ToastContent {
  tone: ToastTone;
  message: string;
  /** Lifetime in milliseconds, run by the stack on the provider's clock; 0 keeps it until dismissed. */
  durationMs: number;
}

/** A queued toast: `key` is its id. */
export type ToastRecord = QueuedToast<ToastContent>;

/**
 * The toast queue of a provider, on react-stately's `ToastQueue`: newest first, at most `max`
 * visible. Two rules of the kit sit on top of it: the same tone and message shown again closes the
 * visible copy before adding, so it restarts (new clock, announced again) instead of stacking; and a
 * toast beyond the maximum is dropped (the oldest closes), not queued to reappear later.
 */
export function useToastQueue(max: number, durations: Readonly<Record<ToastTone, number>>) {
  const limit = Math.max(1, max);
  const queue = useMemo(() => new ToastQueue<ToastContent>({ maxVisibleToasts: limit }), [limit]);
  const state = useStatelyToastQueue(queue);

  const show = useCallback(
    ({ tone, message, durationMs }: ToastOptions) => {
      const duration = durationMs ?? durations[tone];
      const same = queue.visibleToasts.find(({ content }) => content.tone === tone && content.message === message);
      if (same) queue.close(same.key);
      while (queue.visibleToasts.length >= limit) queue.close(queue.visibleToasts[queue.visibleToasts.length - 1]!.key);
      // The lifetime is not handed to the queue's own timer: the stack runs it on the provider's
      // clock, which also stops while the page is hidden (see ToastStack).
      return queue.add({ tone, message, durationMs: duration > 0 && Number.isFinite(duration) ? duration : 0 });
    },
    [durations, limit, queue],
  );

  const dismiss = useCallback(
    (id: string) => {
      if (queue.visibleToasts.some((toast) => toast.key === id)) queue.close(id);
    },
    [queue],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return { state, api };
}
