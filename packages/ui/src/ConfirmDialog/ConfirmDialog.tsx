import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { FormError } from '../FieldError/FieldError';
import { Modal, type ModalSize } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { Message } from './ConfirmDialog.styles';
import { useConfirmDialog, type ConfirmResult } from './useConfirmDialog';

export type { ConfirmResult };

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, the mask, and after a successful confirm. */
  onClose: () => void;
  /**
   * Called by the confirm button. May return a promise: the button shows loading and the dialog
   * cannot be closed until it settles. Resolving closes the dialog; returning or resolving `false`
   * keeps it open; a rejection keeps it open and shows the error's message.
   */
  onConfirm: () => ConfirmResult;
  /** Called by the cancel button, before `onClose`. */
  onCancel?: () => void;
  /** Title: a message key or text. @default 'gaia_dialog_confirm_title' */
  title?: string;
  /** The question or explanation: a message key or text, or content. */
  message?: ReactNode;
  /** Extra content under the message (e.g. a remarks field). */
  children?: ReactNode;
  /** Confirm button label: a message key. @default 'gaia_dialog_confirm' */
  confirmLabel?: string;
  /** Cancel button label: a message key. @default 'gaia_action_cancel' */
  cancelLabel?: string;
  /** Styles the confirm button as destructive (cancel an order, sign out). @default false */
  danger?: boolean;
  /** Shows the confirm button as loading, e.g. while the caller's own request runs. @default false */
  loading?: boolean;
  /** Disables the confirm button (e.g. until a required remark is typed). @default false */
  confirmDisabled?: boolean;
  /** An error to show (e.g. the server's resultMsg): a message key or text. */
  error?: string;
  /** The width, by size (`large` 620 for confirmations, `small` 424 in the post-login area). @default 'large' */
  size?: ModalSize;
  /** A width in CSS pixels, overriding `size`. */
  width?: number;
  /** Close when the mask is pressed (never while busy). @default true */
  dismissOnMask?: boolean;
}

/** The recurring confirmation dialog: title, message, cancel and confirm, with an async confirm. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  onCancel,
  title = 'gaia_dialog_confirm_title',
  message,
  children,
  confirmLabel = 'gaia_dialog_confirm',
  cancelLabel = 'gaia_action_cancel',
  danger = false,
  loading = false,
  confirmDisabled = false,
  error,
  size = 'large',
  width,
  dismissOnMask = true,
}: ConfirmDialogProps) {
  const t = useT();
  const { pending, failure, confirm, requestClose } = useConfirmDialog(onConfirm, onClose, open);
  const busy = pending || loading;
  const shownError = error ?? failure;
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : requestClose}
      role="alertdialog"
      title={title}
      size={size}
      width={width}
      dismissOnMask={dismissOnMask && !busy}
      dismissOnEscape={!busy}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              onCancel?.();
              requestClose();
            }}
          >
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} disabled={confirmDisabled} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>
        {typeof message === 'string' ? <p>{t(message)}</p> : message}
        {children}
        <FormError>{shownError}</FormError>
      </Message>
    </Modal>
  );
}
