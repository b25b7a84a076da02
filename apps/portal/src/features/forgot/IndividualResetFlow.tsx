import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  OtpBusinessType,
  canSendCode,
  classifyAccount,
  codeCountdownKey,
  countdownSeconds,
  normaliseCodeAccount,
  validateIndividualReset,
  type CodeLoginInput,
} from '@gaia/domain';
import { CountdownButton } from '@gaia/ui';
import { usePortalConfig } from '../../app/portalConfig';
import { FormOtpInput, FormTextField } from '../../forms/fields';
import { CodeRow } from '../signIn/SignInPage.styles';
import { notificationApi, passwordApi } from './resetApi';
import { ResetFlowSteps } from './ResetFlowSteps';
import { useVerifyForm } from './useVerifyForm';
import { VerifyStep } from './VerifyStep';

/**
 * The individual reset (F1.11): the mobile number or e-mail (configured patterns) → a RESET_PASSWORD
 * code by SMS or e-mail → /ecare/password/reset/otpVerify answers a reference → the new password
 * twice → /ecare/password/reset → done, with a link to /signIn?t=i.
 */
export function IndividualResetFlow() {
  const config = usePortalConfig();
  const { form, code, flow } = useVerifyForm<CodeLoginInput>({
    defaultValues: { account: '', otp: '' },
    rules: (values) => validateIndividualReset(values, config),
    accountField: 'account',
    check: ({ account, otp }) => {
      const trimmed = account.trim();
      return { key: `${trimmed}\n${otp}`, account: trimmed, call: () => passwordApi.resetOtpVerify({ account: trimmed, otp }) };
    },
  });
  const { account } = form.values;

  const send = () =>
    code.send(async () => {
      const trimmed = account.trim();
      const kind = classifyAccount(trimmed, config);
      if (!kind) return undefined;
      return kind === 'MOBILE'
        ? notificationApi.sendOtp(trimmed, OtpBusinessType.resetPassword)
        : notificationApi.sendEmailOtp(trimmed, OtpBusinessType.resetPassword);
    });

  return (
    <ResetFlowSteps
      flow={flow}
      corporate={false}
      verifyStep={
        <VerifyStep intro="gaia_portal_forgot_verify_intro_individual" form={form} notice={code.notice} focusHeading={flow.focusHeading}>
          <FormTextField
            name="account"
            label="gaia_portal_signin_code_account_label"
            autoComplete="username"
            inputMode="email"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={normaliseCodeAccount}
          />
          <CodeRow>
            <FormOtpInput name="otp" length={OTP_LENGTH} required />
            <CountdownButton
              storageKey={codeCountdownKey('reset', { individual: account })}
              seconds={countdownSeconds(config)}
              disabled={!canSendCode(account, config)}
              onSend={send}
            />
          </CodeRow>
        </VerifyStep>
      }
    />
  );
}
