import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@gaia/ui';
import { STEP_UP_OTP_DIALOG_WIDTH } from '@gaia/domain';
import { CancelFooter } from '../../layout/dialog/CancelFooter';
import { Footer } from './StepUp.styles';

export interface StepUpModalProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'role' | 'closeButton' | 'children'> {
  /** The dialog's buttons, at its foot. */
  actions: ReactNode;
  /** Whether Cancel (it closes the dialog) comes before the actions. @default false */
  cancel?: boolean;
}

/**
 * A dialog of step-up (spec 03 §2, §4, §8; F3.10) — the method chooser, the OTP, a failure's
 * answer: of the code dialog's width, and a press beside it leaves it open (what was chosen or
 * typed stays).
 */
export function StepUpModal({ actions, cancel = false, ...modal }: StepUpModalProps) {
  return (
    <Modal
      {...modal}
      width={STEP_UP_OTP_DIALOG_WIDTH}
      dismissOnMask={false}
      footer={
        <Footer>
          {cancel ? (
            <CancelFooter onCancel={modal.onClose} cancelLabel="gaia_stepup_cancel">
              {actions}
            </CancelFooter>
          ) : (
            actions
          )}
        </Footer>
      }
    />
  );
}
