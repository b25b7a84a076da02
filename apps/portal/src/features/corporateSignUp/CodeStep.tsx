import { useState } from 'react';
import {
  ConfigCode,
  OTP_LENGTH,
  countdownSeconds,
  formFailure,
  otpRules,
  requestCode,
  serverSecondsLeft,
  shownMessage,
  validate,
  type CorporateCodeValues,
} from '@gaia/domain';
import { CountdownButton, useGaia } from '@gaia/ui';
import { usePortalConfig } from '../../app/portalConfig';
import { FormFields, FormOtpInput } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import { CodeRow } from '../signIn/SignInPage.styles';
import { registrationApi } from './corporateApi';
import { StepFrame } from './StepFrame';
import type { DraftStepProps } from './useCorporateDraft';

export interface CodeStepProps extends DraftStepProps {
  /** Why the flow came back here (the reference expired on submit): shown above the code. */
  returnMessage?: string;
  /** A new code is asked for (the return message has served). */
  onSend?: () => void;
}

/**
 * Step 3 of corporate sign-up (F2.11, as F2.4): a code sent to the representative's mobile with
 * /uc/reg/otp/send (Send, countdown from the server's configuration, Resend), checked with
 * /uc/reg/otp/verify as soon as all digits are in; the reference it answers goes with the
 * registration. A wrong or expired code is cleared with the server's message on the code field. A
 * mobile verified already goes straight on.
 */
function CodeStep({ flow, returnMessage, onSend, onCancel }: CodeStepProps) {
  const { t, config: kitConfig } = useGaia();
  const config = usePortalConfig();
  const { draft, update, go, moved } = flow;
  const mobile = draft.representative.mobile;
  const verified = draft.verified?.mobile === mobile;
  const [notice, setNotice] = useState<string>();

  const form = useRulesForm<CorporateCodeValues>({
    defaultValues: { otp: '' },
    rules: ({ otp }) => (verified ? {} : { otp: validate(otp, otpRules) }),
    submit: async ({ otp }) => {
      if (verified) return go('password');
      form.setFormError(undefined);
      try {
        const { referenceId } = await registrationApi.otpVerify({ loginAcct: mobile, loginAcctType: 'MOBILE', otp });
        update((current) => ({ ...current, verified: { mobile, referenceId } }));
        go('password');
      } catch (error) {
        const failure = formFailure(error);
        form.clear('otp');
        form.failField('otp', shownMessage(t, failure.text) ?? t('gaia_tip_otp_wrong'));
        form.focus('otp');
      }
    },
  });

  async function send(): Promise<number | boolean> {
    setNotice(undefined);
    onSend?.();
    form.setFormError(undefined, 'send');
    const decision = await requestCode(() => registrationApi.otpSend(mobile, 'MOBILE'), { mask: kitConfig.mask, product: config.product, signUp: true });
    if (!decision) return false;
    if (decision.kind !== 'failed') {
      setNotice(shownMessage(t, decision.notice));
      form.focus('otp');
      return serverSecondsLeft(decision) ?? true;
    }
    // A refusal of the number (not the operator's, registered already) is about the mobile of step 2.
    form.setFormError(shownMessage(t, decision.fieldError?.text ?? decision.formError), 'send');
    return false;
  }

  return (
    <StepFrame
      id="code"
      introValues={{ mobile }}
      focusHeading={moved}
      onSubmit={form.handleSubmit}
      formError={form.formError ?? returnMessage}
      notice={verified ? t('gaia_corporate_code_verified', { mobile }) : notice}
      pending={form.pending}
      onBack={() => go('representative')}
      onCancel={onCancel}
    >
      {verified ? null : (
        <FormFields form={form}>
          <CodeRow>
            <FormOtpInput name="otp" label="gaia_corporate_code_label" length={OTP_LENGTH} required onComplete={() => void form.handleSubmit()} />
            <CountdownButton storageKey={`otp_register_${mobile}`} seconds={countdownSeconds(config, ConfigCode.registerOtp)} onSend={send} />
          </CodeRow>
        </FormFields>
      )}
    </StepFrame>
  );
}

export default CodeStep;
