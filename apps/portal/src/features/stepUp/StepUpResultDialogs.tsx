import { Button, Modal, useT } from '@gaia/ui';
import { STEP_UP_OTP_DIALOG_WIDTH } from '@gaia/domain';
import { Footer, Text } from './StepUp.styles';

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
    <Modal
      open={open}
      onClose={onClose}
      title="gaia_stepup_oops_title"
      role="alertdialog"
      width={STEP_UP_OTP_DIALOG_WIDTH}
      dismissOnMask={false}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onUseOtp}>{t('gaia_stepup_use_otp')}</Button>
          <Button onClick={onRetry}>{t('gaia_stepup_retry')}</Button>
        </Footer>
      }
    >
      <Text>{t('gaia_stepup_oops_text')}</Text>
    </Modal>
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
    <Modal
      open={open}
      onClose={onDashboard}
      title="lb_auth_choose_failed_twice_title"
      role="alertdialog"
      width={STEP_UP_OTP_DIALOG_WIDTH}
      dismissOnMask={false}
      closeButton={false}
      footer={
        <Footer>
          <Button onClick={onDashboard}>{t('gaia_stepup_to_dashboard')}</Button>
        </Footer>
      }
    >
      <Text>{t('lb_auth_choose_failed_twice_content')}</Text>
    </Modal>
  );
}
