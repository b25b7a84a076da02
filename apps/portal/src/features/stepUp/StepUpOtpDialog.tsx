import { useState } from 'react';
import { Button, CountdownButton, FormError, OtpInput, useT } from '@gaia/ui';
import {
  ResultCode,
  STEP_UP_OTP_LENGTH,
  canConfirmStepUpOtp,
  countdownSeconds,
  isOtpAlreadySent,
  sanitizeStepUpOtp,
  stepUpOtpError,
  type PartyType,
  type StepUpOtpReason,
} from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { stepUpApi } from './stepUpApi';
import { Body, CodeRow, Status, Text } from './StepUp.styles';
import { StepUpModal, type StepUpModalProps } from './StepUpModal';

export interface StepUpOtpDialogProps extends Pick<StepUpModalProps, 'open' | 'onClose'> {
  partyType: PartyType;
  /** Which of the two texts the modal shows (spec 03 §8). */
  reason: StepUpOtpReason;
  /** Session-storage key of the countdown, one per user, so it survives a reload. */
  countdownKey: string;
  onPassed: (referenceId: string) => void;
  /** A wrong code: it counts as a failure. */
  onWrongCode: () => void;
}

/** The message key of the dialog's text for its reason. */
const reasonText = { notCaptured: 'gaia_stepup_otp_not_captured', faceFailed: 'gaia_stepup_otp_face_failed' } as const;

/**
 * The OTP modal of step-up (spec 03 §2, §4, §5; F3.10), 424 wide: Get sends a code to the
 * customer's contact and counts down (kept in session storage), the 6 digits (non-digits stripped),
 * Confirm enabled once the field was touched and holds a complete code without error. A wrong code
 * shows gaia_tip_incorrect_otp on the field and counts as a failure.
 */
export function StepUpOtpDialog({ open, partyType, reason, countdownKey, onPassed, onWrongCode, onClose }: StepUpOtpDialogProps) {
  const t = useT();
  const config = usePortalConfig();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [notice, setNotice] = useState('');
  const [formError, setFormError] = useState<string>();
  const [verifying, setVerifying] = useState(false);

  const fieldError = serverError ?? (touched ? stepUpOtpError(code, true) : undefined);

  async function send(): Promise<number | boolean> {
    setFormError(undefined);
    setNotice('');
    try {
      const answer = await stepUpApi.otpSend(partyType);
      if (answer.code === ResultCode.success) {
        setNotice(t('gaia_stepup_otp_sent', { numbers: (answer.data?.sendNbrList ?? []).join(', ') }));
        return true;
      }
      setFormError(answer.resultMsg || t('gaia_stepup_otp_send_failed'));
      const wait = (answer.data as { waitSeconds?: unknown } | null | undefined)?.waitSeconds;
      return isOtpAlreadySent(answer.code) && typeof wait === 'number' ? wait : false;
    } catch {
      setFormError(t('gaia_stepup_otp_send_failed'));
      return false;
    }
  }

  async function confirm() {
    if (!canConfirmStepUpOtp({ code, touched, serverError }) || verifying) return;
    setVerifying(true);
    setFormError(undefined);
    try {
      const answer = await stepUpApi.otpVerify(code, partyType);
      if (answer.code === ResultCode.success && answer.data?.referenceId) {
        setCode('');
        setTouched(false);
        onPassed(answer.data.referenceId);
        return;
      }
      setServerError('gaia_tip_incorrect_otp');
      onWrongCode();
    } catch {
      setFormError(t('gaia_stepup_verify_failed'));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <StepUpModal
      open={open}
      onClose={onClose}
      title="gaia_stepup_otp_title"
      cancel
      actions={
        <Button type="submit" form="step-up-otp" disabled={!canConfirmStepUpOtp({ code, touched, serverError })} loading={verifying}>
          {t('gaia_stepup_confirm')}
        </Button>
      }
    >
      <form
        id="step-up-otp"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Body>
          <Text>{t(reasonText[reason])}</Text>
          <CodeRow>
            <OtpInput
              label="gaia_stepup_otp_label"
              length={STEP_UP_OTP_LENGTH}
              required
              value={code}
              error={fieldError}
              onChange={(value) => {
                setCode(sanitizeStepUpOtp(value));
                setTouched(true);
                setServerError(undefined);
              }}
              onBlur={() => setTouched(true)}
            />
            <CountdownButton
              storageKey={countdownKey}
              seconds={countdownSeconds(config)}
              onSend={send}
              sendLabel="gaia_stepup_otp_get"
              resendLabel="gaia_stepup_otp_resend"
              countdownLabel="gaia_stepup_otp_wait"
            />
          </CodeRow>
          <Status role="status">{notice}</Status>
          <FormError>{formError}</FormError>
        </Body>
      </form>
    </StepUpModal>
  );
}
