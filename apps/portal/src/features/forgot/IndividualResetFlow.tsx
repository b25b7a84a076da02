import {
  OtpBusinessType,
  canSendCode,
  classifyAccount,
  codeCountdownKey,
  countdownSeconds,
  validateIndividualReset,
  type CodeLoginInput,
} from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { CodeSendRow } from '../signIn/CodeSendRow';
import { CodeAccountField } from '../signIn/SignInFields';
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
          <CodeAccountField />
          <CodeSendRow storageKey={codeCountdownKey('reset', { individual: account })} seconds={countdownSeconds(config)} disabled={!canSendCode(account, config)} onSend={send} />
        </VerifyStep>
      }
    />
  );
}
