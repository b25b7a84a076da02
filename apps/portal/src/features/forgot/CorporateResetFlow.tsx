import { canSendCorporateCode, codeCountdownKey, countdownSeconds, validateCorporateReset, type CorporateResetInput } from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { CodeSendRow } from '../signIn/CodeSendRow';
import { CorporateIdFields } from '../signIn/SignInFields';
import { passwordApi } from './resetApi';
import { ResetFlowSteps } from './ResetFlowSteps';
import { useVerifyForm } from './useVerifyForm';
import { VerifyStep } from './VerifyStep';

/**
 * The corporate reset (F1.11): company account and representative ID (no spaces, upper-case, as
 * typed) → corPwdReset/otp/send to the company's contact → cor/otpVerify answers a reference → the
 * new password twice → /ecare/password/reset → done, with a link to /signIn?t=c.
 */
export function CorporateResetFlow() {
  const config = usePortalConfig();
  const { form, code, flow } = useVerifyForm<CorporateResetInput>({
    defaultValues: { loginAcct: '', representativeIdNbr: '', otp: '' },
    rules: validateCorporateReset,
    accountField: 'loginAcct',
    ownFields: ['representativeIdNbr', 'otp'],
    check: ({ loginAcct, representativeIdNbr, otp }) => ({
      key: `${loginAcct}\n${representativeIdNbr}\n${otp}`,
      account: loginAcct,
      call: () => passwordApi.corporateOtpVerify({ loginAcct, representativeIdNbr, otp }),
    }),
  });
  const { loginAcct, representativeIdNbr } = form.values;

  return (
    <ResetFlowSteps
      flow={flow}
      corporate
      verifyStep={
        <VerifyStep intro="gaia_portal_forgot_verify_intro_corporate" form={form} notice={code.notice} focusHeading={flow.focusHeading}>
          <CorporateIdFields />
          <CodeSendRow
            storageKey={codeCountdownKey('reset', { corporate: loginAcct })}
            seconds={countdownSeconds(config)}
            disabled={!canSendCorporateCode({ loginAcct, representativeIdNbr })}
            onSend={() => code.send(() => passwordApi.corporateOtpSend({ loginAcct, representativeIdNbr }))}
          />
        </VerifyStep>
      }
    />
  );
}
