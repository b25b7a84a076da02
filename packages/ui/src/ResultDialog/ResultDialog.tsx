import { useId, type ReactNode } from 'react';
import { CircleCheck, CircleX, RotateCcw } from '../internal/icons/glyphs';
import { Button } from '../Button/Button';
import { Modal, type ModalSize } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { Result, ResultExtra, ResultIcon, ResultMessage, ResultTitle } from './ResultDialog.styles';

export type ResultVariant = 'success' | 'oops' | 'tryAgain';

const defaults: Record<ResultVariant, { title: string; action: string }> = {
  success: { title: 'gaia_dialog_result_success', action: 'gaia_action_ok' },
  oops: { title: 'gaia_dialog_result_oops', action: 'gaia_action_ok' },
  tryAgain: { title: 'gaia_dialog_result_try_again', action: 'gaia_dialog_try_again' },
};

const icons: Record<ResultVariant, typeof CircleCheck> = { success: CircleCheck, oops: CircleX, tryAgain: RotateCcw };

export interface ResultDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Escape, the close button, the mask, and the primary action when it has no `onAction`. */
  onClose: () => void;
  /** Which outcome: an icon and a heading in the variant's tone. @default 'success' */
  variant?: ResultVariant;
  /**
   * The heading: a message key or text. Defaults per variant: `'gaia_dialog_result_success'`,
   * `'gaia_dialog_result_oops'`, `'gaia_dialog_result_try_again'`.
   */
  title?: string;
  /** What happened: a message key or text (e.g. the server's resultMsg), or content. */
  message?: ReactNode;
  /** Extra content under the message (e.g. the new user ID with a copy button). */
  children?: ReactNode;
  /** The primary action's label: a message key. Defaults to `'gaia_action_ok'`, or `'gaia_dialog_try_again'` for tryAgain. */
  actionLabel?: string;
  /** The primary action (e.g. go to sign-in, return to the first step, try the capture again). Defaults to closing. */
  onAction?: () => void;
  /** An optional second action's label (e.g. OK beside Try again on the face result). */
  secondaryLabel?: string;
  /** The second action. Defaults to closing. */
  onSecondary?: () => void;
  /** The width, by size (face result, booster result: `small`, 424). @default 'small' */
  size?: ModalSize;
  /** A width in CSS pixels, overriding `size`. */
  width?: number;
  /** Close when the mask is pressed. @default true */
  dismissOnMask?: boolean;
  /** Show the close button. @default true */
  closeButton?: boolean;
}

/** The recurring outcome dialog: success, oops or try again, with an icon, a text and a primary action. */
export function ResultDialog({
  open,
  onClose,
  variant = 'success',
  title,
  message,
  children,
  actionLabel,
  onAction,
  secondaryLabel,
  onSecondary,
  size = 'small',
  width,
  dismissOnMask = true,
  closeButton = true,
}: ResultDialogProps) {
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  const Icon = icons[variant];
  return (
    <Modal
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      size={size}
      width={width}
      dismissOnMask={dismissOnMask}
      closeButton={closeButton}
      footer={
        <>
          {secondaryLabel ? (
            <Button variant="secondary" onClick={onSecondary ?? onClose}>
              {secondaryLabel}
            </Button>
          ) : null}
          <Button onClick={onAction ?? onClose}>{actionLabel ?? defaults[variant].action}</Button>
        </>
      }
    >
      <Result data-variant={variant}>
        <ResultIcon data-variant={variant}>
          <Icon size={32} aria-hidden="true" />
        </ResultIcon>
        <ResultTitle id={titleId}>{t(title ?? defaults[variant].title)}</ResultTitle>
        {message ? <ResultMessage id={messageId}>{typeof message === 'string' ? <p>{t(message)}</p> : message}</ResultMessage> : null}
        {children ? <ResultExtra>{children}</ResultExtra> : null}
      </Result>
    </Modal>
  );
}
