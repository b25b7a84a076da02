import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { useT, type TranslateFn } from '../provider/GaiaContext';
import { Actions, Dialog, Inline, Message, Title } from './LoadFailed.styles';

export interface LoadFailedProps {
  /** Loads the piece again. */
  onRetry: () => void;
  /** `inline` sits where the piece would be; `dialog` opens a small modal dialog (for pieces that are dialogs). @default 'inline' */
  placement?: 'inline' | 'dialog';
  /** Dialog only: Close and Escape (the dialog the person asked for is given up). */
  onClose?: () => void;
  /** What happened and what to do. @default 'gaia_feedback_load_failed' */
  message?: string;
  /** Dialog only: its title. @default 'gaia_feedback_load_failed_title' */
  title?: string;
  /** @default 'gaia_feedback_load_retry' */
  retryLabel?: string;
  /** Dialog only. @default 'gaia_action_close' */
  closeLabel?: string;
}

/*
 * Texts the first paint of a portal already carries (common): used when the translate function does
 * not know the kit's own keys yet, because the catalogue that holds them could not be loaded either.
 */
const FIRST_PAINT: Readonly<Record<string, string>> = {
  gaia_feedback_load_failed: 'gaia_page_load_failed_message',
  gaia_feedback_load_failed_title: 'gaia_page_load_failed_title',
  gaia_feedback_load_retry: 'gaia_action_try_again',
};

function say(t: TranslateFn, key: string): string {
  const text = t(key);
  const fallback = FIRST_PAINT[key];
  return text === key && fallback ? t(fallback) : text;
}

/**
 * Shown in place of a lazily loaded piece whose code could not be fetched (see lazyWithRetry): a
 * short message and Retry, announced at once. Nothing around it changes.
 */
export function LoadFailed({
  onRetry,
  placement = 'inline',
  onClose,
  message = 'gaia_feedback_load_failed',
  title = 'gaia_feedback_load_failed_title',
  retryLabel = 'gaia_feedback_load_retry',
  closeLabel = 'gaia_action_close',
}: LoadFailedProps) {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  if (placement === 'dialog') {
    return (
      <Dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onCancel={(event) => {
          // Escape: the native dialog would close itself; the piece's owner decides instead.
          event.preventDefault();
          onClose?.();
        }}
      >
        <Title id={titleId}>{say(t, title)}</Title>
        <Message id={messageId} role="alert">
          {say(t, message)}
        </Message>
        <Actions>
          {onClose ? (
            <Button variant="secondary" onClick={onClose}>
              {t(closeLabel)}
            </Button>
          ) : null}
          <Button onClick={onRetry}>{say(t, retryLabel)}</Button>
        </Actions>
      </Dialog>
    );
  }
  return (
    <Inline>
      <Message role="alert">{say(t, message)}</Message>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {say(t, retryLabel)}
      </Button>
    </Inline>
  );
}
