import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden, useToast, useToastRegion } from 'react-aria';
import type { ToastState } from 'react-stately';
import { CircleAlert, CircleCheck, Info, X } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { DismissButton, ToastCard, ToastIcon, ToastMessage, ToastStack as Stack } from './Toast.styles';
import { useDeferredAnnouncement, usePageHidden, useToastTimer } from './toastTiming';
import type { Clock } from '../internal/clock';
import type { ToastApi, ToastContent, ToastRecord, ToastTone } from './useToast';

const toneIcon: Record<ToastTone, ReactNode> = {
  success: <CircleCheck size={20} aria-hidden="true" />,
  error: <CircleAlert size={20} aria-hidden="true" />,
  info: <Info size={20} aria-hidden="true" />,
};

const toneLabel: Record<ToastTone, string> = {
  success: 'gaia_feedback_tone_success',
  error: 'gaia_feedback_tone_error',
  info: 'gaia_feedback_tone_info',
};

const DISMISS_SELECTOR = '[data-gaia-toast-dismiss]';

export interface ToastStackProps {
  /** The provider's queue (react-stately). */
  state: ToastState<ToastContent>;
  /** Closes a toast by id. */
  dismiss: ToastApi['dismiss'];
  label: string;
  dismissLabel: string;
  /** The clock the toasts' lifetimes run on. */
  clock: Clock;
}

/**
 * The visible stack (loaded with the first toast), on react-aria's `useToastRegion`: a labelled
 * region, newest first at the top of the viewport. The region's hover and focus-within tracking
 * stops the toasts' clocks (the kit's clock, which also stops while the page is hidden). F6 moves
 * focus to the newest toast's close button and back, Escape closes the focused toast.
 */
export default function ToastStack({ state, dismiss, label, dismissLabel, clock }: ToastStackProps) {
  const t = useT();
  const stackRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [held, setHeld] = useState(false);
  const pageHidden = usePageHidden();
  /*
   * react-aria's region pauses and resumes the queue's own timers on hover and focus; the kit's
   * lifetimes run on an injectable clock instead, so those two calls become the "held" signal.
   */
  const regionState = useMemo<ToastState<ToastContent>>(
    () => ({ ...state, pauseAll: () => setHeld(true), resumeAll: () => setHeld(false) }),
    [state],
  );
  const { regionProps } = useToastRegion({ 'aria-label': t(label) }, regionState, stackRef);

  /*
   * F6 jumps to the newest toast's close button, and back to where the person was. Listened to on
   * the window in the capture phase, before react-aria's landmark navigation (which would focus
   * the region itself): the toasts are the only landmark it knows of in the portal.
   */
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const stack = stackRef.current;
      if (!stack) return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (active && stack.contains(active)) {
        event.preventDefault();
        event.stopPropagation();
        restoreFocus(returnFocus.current);
        return;
      }
      const target = stack.querySelector<HTMLElement>(DISMISS_SELECTOR);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      returnFocus.current = active;
      target.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  /** Closes a toast; when it holds focus, focus moves to the next toast or back where it came from. */
  const close = useCallback(
    (id: string) => {
      const stack = stackRef.current;
      const card = stack?.querySelector<HTMLElement>(`[data-toast-id="${id}"]`);
      if (stack && card && card.contains(document.activeElement)) {
        const others = [...stack.querySelectorAll<HTMLElement>(DISMISS_SELECTOR)].filter((button) => !card.contains(button));
        const index = [...stack.querySelectorAll<HTMLElement>(DISMISS_SELECTOR)].findIndex((button) => card.contains(button));
        const next = others[Math.min(index, others.length - 1)];
        if (next) next.focus();
        else restoreFocus(returnFocus.current);
      }
      dismiss(id);
    },
    [dismiss],
  );

  return (
    <Stack {...regionProps} ref={stackRef} data-gaia-toast-host="">
      {state.visibleToasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          state={regionState}
          paused={held || pageHidden}
          dismissLabel={dismissLabel}
          clock={clock}
          onClose={close}
        />
      ))}
    </Stack>
  );
}

function restoreFocus(element: HTMLElement | null) {
  if (element && element.isConnected) element.focus();
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

interface ToastItemProps {
  toast: ToastRecord;
  state: ToastState<ToastContent>;
  paused: boolean;
  dismissLabel: string;
  clock: Clock;
  onClose: (id: string) => void;
}

/**
 * One toast on react-aria's `useToast`: its content props (hidden from assistive technology until
 * mounted) and description id. The card is not react-aria's `alertdialog` (that role is a kind of
 * alert, so success would interrupt): the message is the live region, `status` for success and info,
 * `alert` for errors, and its text is filled a moment after the region exists.
 */
function ToastItem({ toast, state, paused, dismissLabel, clock, onClose }: ToastItemProps) {
  const t = useT();
  const cardRef = useRef<HTMLDivElement>(null);
  const { key: id, content } = toast;
  const { tone, message, durationMs } = content;
  const { contentProps, descriptionProps } = useToast({ toast }, state, cardRef);
  const expire = useCallback(() => onClose(id), [id, onClose]);
  useToastTimer(durationMs, paused, expire, clock);
  const announced = useDeferredAnnouncement();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(id);
    }
  };

  return (
    // Escape inside a toast closes it; its close button is the keyboard target.
    <ToastCard ref={cardRef} data-tone={tone} data-toast-id={id} onKeyDown={onKeyDown}>
      <ToastIcon data-tone={tone}>{toneIcon[tone]}</ToastIcon>
      <ToastMessage {...contentProps} {...descriptionProps} role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {announced ? (
          <>
            <VisuallyHidden>{`${t(toneLabel[tone])}: `}</VisuallyHidden>
            {t(message)}
          </>
        ) : null}
      </ToastMessage>
      <DismissButton
        type="button"
        data-gaia-toast-dismiss=""
        aria-label={t(dismissLabel)}
        aria-describedby={descriptionProps.id}
        onClick={() => onClose(id)}
      >
        <X size={20} aria-hidden="true" />
      </DismissButton>
    </ToastCard>
  );
}
