import type { ReactNode } from 'react';
import { Button, useT } from '@gaia/ui';
import { Text } from './StepUp.styles';
import { StepUpModal } from './StepUpModal';

interface ResultDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title and the explanation: message keys. */
  title: string;
  text: string;
  /** @default true */
  closeButton?: boolean;
  /** The ways on (buttons). */
  children: ReactNode;
}

/** A failed step-up's answer (spec 03 §4, §8): an alert of the code dialog's width that a press beside it leaves open. */
function ResultDialog({ open, onClose, title, text, closeButton = true, children }: ResultDialogProps) {
  const t = useT();
  return (
    <StepUpModal open={open} onClose={onClose} title={title} role="alertdialog" closeButton={closeButton} actions={children}>
      <Text>{t(text)}</Text>
    </StepUpModal>
  );
}

export interface OopsDialogProps {
  open: boolean;
  onRetry: () => void;
  onUseOtp: () => void;
  onClose: () => void;
}

/** After one failure (spec 03 §4, §8; F3.10): try the face again, or switch to OTP. */
export function StepUpOopsDialog({ open, onRetry, onUseOtp, onClose }: OopsDialogProps) {
  const t = useT();
  return (
    <ResultDialog open={open} onClose={onClose} title="gaia_stepup_oops_title" text="gaia_stepup_oops_text">
      <Button variant="secondary" onClick={onUseOtp}>{t('gaia_stepup_use_otp')}</Button>
      <Button onClick={onRetry}>{t('gaia_stepup_retry')}</Button>
    </ResultDialog>
  );
}

export interface FailedTwiceDialogProps {
  open: boolean;
  /** The only way on: the dashboard. */
  onDashboard: () => void;
}

/** After two failures (spec 03 §4, §8; F3.10): the button goes to the dashboard. */
export function StepUpFailedTwiceDialog({ open, onDashboard }: FailedTwiceDialogProps) {
  const t = useT();
  return (
    <ResultDialog open={open} onClose={onDashboard} title="lb_auth_choose_failed_twice_title" text="lb_auth_choose_failed_twice_content" closeButton={false}>
      <Button onClick={onDashboard}>{t('gaia_stepup_to_dashboard')}</Button>
    </ResultDialog>
  );
}
