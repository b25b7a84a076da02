import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { lazyPiece } from '../internal/lazyPiece';
import { useT } from '../provider/GaiaContext';
import { systemClock, type Clock } from '../internal/clock';
import type { ToastStackProps } from './ToastStack';
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
  /** The clock the toasts' lifetimes run on; stories pass one they move by hand. @default the system clock */
  clock?: Clock;
  children?: ReactNode;
}

/*
 * The stack's code (icons, focus handling) loads with the first toast, not with the page. When it
 * cannot be fetched (offline), the toasts still show, plainly, and the next toast tries again.
 */
const ToastStack = lazyPiece<ToastStackProps>(
  () => import('./ToastStack'),
  (retry, props) => <PlainToasts {...props} retry={retry} />,
);

/**
 * Hosts toasts for `useToast()` (GaiaProvider renders one by default): the queue lives here, the
 * visible stack loads with the first toast. See ToastStack for focus (Escape) and timing.
 */
export function ToastProvider({
  durations,
  max = 5,
  label = 'gaia_feedback_toast_region',
  dismissLabel = 'gaia_feedback_toast_dismiss',
  clock = systemClock,
  children,
}: ToastProviderProps) {
  const lifetimes = useMemo(() => ({ ...DEFAULT_TOAST_DURATION_MS, ...durations }), [durations]);
  const { state, api } = useToastQueue(max, lifetimes);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {state.visibleToasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack state={state} dismiss={api.dismiss} label={label} dismissLabel={dismissLabel} clock={clock} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

const Plain = styled.div`
  position: fixed;
  inset-block-start: var(--gaia-space-4);
  inset-inline: var(--gaia-space-4);
  z-index: var(--gaia-z-toast);
  display: grid;
  justify-items: center;
  gap: var(--gaia-space-2);

  & > p {
    display: flex;
    align-items: center;
    gap: var(--gaia-space-2);
    max-inline-size: 30rem;
    margin: 0;
    padding-block: var(--gaia-space-1);
    padding-inline: var(--gaia-space-4) var(--gaia-space-1);
    border: 1px solid var(--gaia-color-border);
    border-radius: var(--gaia-radius-md);
    background: var(--gaia-color-surface-raised);
    color: var(--gaia-color-text);
  }
  & button {
    min-block-size: var(--gaia-target-min);
    border: 0;
    background: none;
    color: var(--gaia-color-primary);
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * The toasts without the stack's code (it could not be loaded): each message in a live region with
 * a close button, kept until closed. A new toast loads the stack again.
 */
function PlainToasts({ state, dismiss, label, dismissLabel, retry }: ToastStackProps & { retry: () => void }) {
  const t = useT();
  const newest = state.visibleToasts[0]?.key ?? '';
  const shown = useRef(newest);
  useEffect(() => {
    if (newest && newest !== shown.current) retry();
  }, [newest, retry]);
  return (
    <Plain role="region" aria-label={t(label)}>
      {state.visibleToasts.map(({ key: id, content: { tone, message } }) => (
        <p key={id} role={tone === 'error' ? 'alert' : 'status'}>
          {t(message)}
          <button type="button" onClick={() => dismiss(id)}>
            {t(dismissLabel)}
          </button>
        </p>
      ))}
    </Plain>
  );
}
