import { useState } from 'react';
import {
  maskText,
  registrationOtpRules,
  shownMessage,
  validate,
  type RegistrationConfig,
  type StepOneData,
  type VerifiedCode,
} from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import { RegistrationCodeRow } from '../../../forms/RegistrationCodeRow';
import { useRulesForm } from '../../../forms/useRulesForm';
import { FormActions } from './FormActions';
import { OopsDialog } from './lazyDialogs';
import { requestRegistrationCode } from './requestCode';
import { showCodeCheckFailure } from './showCodeCheckFailure';
import { registrationApi } from './stepOneApi';
import { Status } from './StepOne.styles';
import { StepOneForm } from './StepOneForm';
import { StepSection } from './StepSection';

export interface CodeStepProps {
  /** Step one's data: the code went to its account. */
  stepOne: StepOneData;
  /** The code's length (RegistrationConfig.otpLength, 6 by default). */
  config: RegistrationConfig;
  /** The code was verified: its reference id and the code, for the submission. */
  onVerified: (code: VerifiedCode) => void;
  /** Back to step one, with what was typed there. */
  onBack: () => void;
  /** The oops dialog's return to the first step: the step data is cleared (spec 02 §8). */
  onRestart: () => void;
}

/**
 * F2.4 the code step (spec 02 §4, §8): the code's digits (auto-verified when all are in), the
 * countdown from the server's REGISTER_OTP configuration (Send, countdown, Resend), a wrong or
 * expired code says tips_otp_invalid_or_expired and clears the digits.
 */
export function CodeStep({ stepOne, config, onVerified, onBack, onRestart }: CodeStepProps) {
  const { t, config: portal } = useGaia();
  const [notice, setNotice] = useState<string>();
  const [oops, setOops] = useState<string>();
  const account = stepOne.account;
  const rules = registrationOtpRules(config.otpLength);
  const form = useRulesForm<{ otp: string }>({
    defaultValues: { otp: '' },
    rules: (values) => ({ otp: validate(values.otp, rules) }),
    submit: async ({ otp }) => {
      try {
        const { referenceId } = await registrationApi.otpVerify({
          loginAcct: account,
          loginAcctType: stepOne.accountType,
          otp,
        });
        onVerified({ referenceId, otp });
      } catch (error) {
        showCodeCheckFailure(form, t, error, { otp: 'otp' });
      }
    },
  });

  const resend = async (): Promise<number | boolean> => {
    setNotice(undefined);
    form.setFormError(undefined);
    const outcome = await requestRegistrationCode(account, stepOne.accountType, portal);
    if (outcome.kind === 'sent') {
      setNotice(t('gaia_signup_code_resent'));
      form.focus('otp');
      return outcome.alreadySent && outcome.waitSeconds ? outcome.waitSeconds : true;
    }
    if (outcome.kind === 'mobile') form.setFormError(t(outcome.messageKey));
    else if (outcome.kind === 'oops') setOops(shownMessage(t, outcome));
    return false;
  };

  return (
    <StepSection
      titleId="signup-code-title"
      title="gaia_signup_code_title"
      intro={t('gaia_signup_code_sent_to', {
        length: config.otpLength,
        account: maskText(account, portal.mask),
      })}
    >
      <StepOneForm form={form} errorId="signup-code-error">
        <RegistrationCodeRow
          account={account}
          length={config.otpLength}
          autoSubmit
          onSend={resend}
        />
        <Status role="status">
          {form.pending ? t('gaia_signup_code_verifying') : (notice ?? '')}
        </Status>
        <FormActions
          backLabel="gaia_signup_one_back"
          onBack={onBack}
          submitLabel="gaia_signup_code_verify"
        />
      </StepOneForm>
      <OopsDialog
        message={oops}
        onReturn={() => {
          setOops(undefined);
          onRestart();
        }}
      />
    </StepSection>
  );
}

export default CodeStep;
