import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@gaia/ui';
import { CancelFooter, type CancelFooterProps } from './CancelFooter';

export interface CancelDialogProps extends Omit<ModalProps, 'footer'>, Pick<CancelFooterProps, 'cancelLabel' | 'cancelDisabled'> {
  /** The dialog's own action, after Cancel in the footer. */
  action: ReactNode;
}

/** A dialog whose footer backs out with Cancel (as closing it does), then offers its own action. */
export function CancelDialog({ action, cancelLabel, cancelDisabled, ...modal }: CancelDialogProps) {
  return (
    <Modal
      {...modal}
      footer={
        <CancelFooter onCancel={modal.onClose} {...(cancelLabel ? { cancelLabel } : {})} {...(cancelDisabled ? { cancelDisabled } : {})}>
          {action}
        </CancelFooter>
      }
    />
  );
}
