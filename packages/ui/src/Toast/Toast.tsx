import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { DEFAULT_TOAST_DURATION_MS, ToastContext, useToastQueue, type ToastTone } from './useToast';

export interface ToastProviderProps {
  /** Lifetimes per tone in milliseconds (0 keeps a toast until dismissed). @default { success: 5000, info: 5000, error: 8000 } */
  durations?: Partial<Record<ToastTone, number>>;
  /** Toasts shown at once; the oldest gives way to a new one beyond this. @default 5 */
  max?: number;
  /** Accessible name of the notification region. @default 'gaia_feedback_toast_region' */
  label?: string;
  /** Accessible name of each toast's close button. @default 'gaia_feedback_toast_dismiss' */
  dismissLabel?: string;
  children?: ReactNode;
}

/* The stack's code (icons, focus handling) loads with the first toast, not with the page. */
const ToastStack = lazy(() => import('./ToastStack'));

/**
 * Hosts toasts for `useToast()` (GaiaProvider renders one by default): the queue lives here, the
 * visible stack loads with the first toast. See ToastStack for focus (F6, Escape) and timing.
 */
export function ToastProvider({ durations, max = 5, label = 'gaia_feedback_toast_region', dismissLabel = 'gaia_feedback_toast_dismiss', children }: ToastProviderProps) {
  const lifetimes = useMemo(() => ({ ...DEFAULT_TOAST_DURATION_MS, ...durations }), [durations]);
  const { toasts, api } = useToastQueue(max, lifetimes);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} dismiss={api.dismiss} label={label} dismissLabel={dismissLabel} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
