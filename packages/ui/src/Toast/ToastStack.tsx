import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useT } from '../provider/GaiaContext';
import { DismissButton, ToastCard, ToastIcon, ToastMessage, ToastStack as Stack } from './Toast.styles';
import { useDeferredAnnouncement, usePageHidden, useToastTimer } from './toastTiming';
import type { ToastApi, ToastRecord, ToastTone } from './useToast';

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
  toasts: readonly ToastRecord[];
  dismiss: ToastApi['dismiss'];
  label: string;
  dismissLabel: string;
}

/**
 * The visible stack (loaded with the first toast): newest first at the top of the viewport; F6
 * moves focus to the newest toast and back, Escape closes the focused toast, and their clocks stop
 * while hovered, focused or the page is hidden.
 */
export default function ToastStack({ toasts, dismiss, label, dismissLabel }: ToastStackProps) {
  const t = useT();
  const stackRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();

  // F6 jumps to the newest toast, and back to where the person was.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F6' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const stack = stackRef.current;
      if (!stack) return;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (active && stack.contains(active)) {
        event.preventDefault();
        restoreFocus(returnFocus.current);
        return;
      }
      const target = stack.querySelector<HTMLElement>(DISMISS_SELECTOR);
      if (!target) return;
      event.preventDefault();
      returnFocus.current = active;
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
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

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };


  return (
    <Stack
      ref={stackRef}
      role="region"
      aria-label={t(label)}
      data-gaia-toast-host=""
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={`${toast.id}-${toast.version}`}
          toast={toast}
          paused={hovered || focused || pageHidden}
          dismissLabel={dismissLabel}
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
  paused: boolean;
  dismissLabel: string;
  onClose: (id: string) => void;
}

/** One toast: tone icon, the message in a live region (status or alert) and a close button. */
function ToastItem({ toast, paused, dismissLabel, onClose }: ToastItemProps) {
  const t = useT();
  const { id, tone, message, durationMs } = toast;
  const expire = useCallback(() => onClose(id), [id, onClose]);
  useToastTimer(durationMs, paused, expire);
  const announced = useDeferredAnnouncement();
  const messageId = `${id}-message`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(id);
    }
  };

  return (
    // Escape inside a toast closes it; its close button is the keyboard target.
    <ToastCard data-tone={tone} data-toast-id={id} onKeyDown={onKeyDown}>
      <ToastIcon data-tone={tone}>{toneIcon[tone]}</ToastIcon>
      <ToastMessage id={messageId} role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
        {announced ? (
          <>
            <VisuallyHidden>{`${t(toneLabel[tone])}: `}</VisuallyHidden>
            {t(message)}
          </>
        ) : null}
      </ToastMessage>
      <DismissButton type="button" data-gaia-toast-dismiss="" aria-label={t(dismissLabel)} aria-describedby={messageId} onClick={() => onClose(id)}>
        <X size={20} aria-hidden="true" />
      </DismissButton>
    </ToastCard>
  );
}
