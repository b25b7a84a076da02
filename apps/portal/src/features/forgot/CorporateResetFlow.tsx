import { useActionState, useRef, useState } from 'react';
import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  canSendCorporateCode,
  countdownSeconds,
  isSubmittable,
  normaliseCorporateId,
  otpRules,
  validate,
  validateCorporateIdentity,
} from '@gaia/domain';
import { CountdownButton, OtpInput, TextField, useT } from '@gaia/ui';
import { usePortalConfig } from '../../app/portalConfig';
import { CodeRow } from '../signIn/SignInPage.styles';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetDoneStep } from './ResetDoneStep';
import { BackToSignIn } from './SignInLinks';
import { passwordApi } from './resetApi';
import { requestCode } from './resetFailure';
import { ResetProgress } from './resetSteps';
import { useResetFlow } from './useResetFlow';
import { VerifyStep } from './VerifyStep';

interface CorporateValues {
  loginAcct: string;
  representativeIdNbr: string;
  otp: string;
}
type Field = keyof CorporateValues;

const EMPTY: CorporateValues = { loginAcct: '', representativeIdNbr: '', otp: '' };
const NO_TOUCH: Record<Field, boolean> = { loginAcct: false, representativeIdNbr: false, otp: false };

/**
 * The corporate reset (F1.11): company account and representative ID (no spaces, upper-case, as
 * typed) → corPwdReset/otp/send to the company's contact → cor/otpVerify answers a reference → the
 * new password twice → /ecare/password/reset → done, with a link to /signIn?t=c.
 */
export function CorporateResetFlow() {
  const t = useT();
  const config = usePortalConfig();
  const flow = useResetFlow();
  const accountRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CorporateValues>(EMPTY);
  const [touched, setTouched] = useState(NO_TOUCH);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const identity = { loginAcct: values.loginAcct, representativeIdNbr: values.representativeIdNbr };
  const errors: Partial<Record<Field, string>> = { ...validateCorporateIdentity(identity), otp: validate(values.otp, otpRules) };
  const valid = isSubmittable(errors) && isSubmittable(fieldErrors);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (field !== 'otp') setNotice(undefined);
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const errorOf = (field: Field) => fieldErrors[field] ?? (touched[field] ? errors[field] : undefined);

  /** Resolves true when a code is on its way (sent now or already sent), so the countdown runs. */
  async function send(): Promise<boolean> {
    setNotice(undefined);
    setFieldErrors((current) => ({ ...current, loginAcct: undefined, representativeIdNbr: undefined }));
    flow.setFormError(undefined);
    const outcome = await requestCode(t, config, () => passwordApi.corporateOtpSend(identity));
    if (outcome.ok) {
      setNotice(outcome.notice);
      otpRef.current?.focus();
      return true;
    }
    if (outcome.field) {
      const field: Field = outcome.field === 'account' ? 'loginAcct' : outcome.field;
      setFieldErrors((current) => ({ ...current, [field]: outcome.text }));
      if (field === 'loginAcct') accountRef.current?.focus();
    } else flow.setFormError(outcome.text);
    return false;
  }

  const [, verify, pending] = useActionState<null, FormData>(async () => {
    const key = `${values.loginAcct}\n${values.representativeIdNbr}\n${values.otp}`;
    const failure = await flow.verify(key, values.loginAcct, () => passwordApi.corporateOtpVerify({ ...identity, otp: values.otp }));
    if (failure?.clearOtp) {
      setValues((current) => ({ ...current, otp: '' }));
      setTouched((current) => ({ ...current, otp: false }));
    }
    if (failure?.field) {
      const field: Field = failure.field === 'account' ? 'loginAcct' : failure.field;
      setFieldErrors((current) => ({ ...current, [field]: failure.text }));
    }
    if (failure) otpRef.current?.focus();
    return null;
  }, null);

  return (
    <>
      <ResetProgress step={flow.step} />
      {flow.step === 'verify' ? (
        <VerifyStep
          intro="gaia_portal_forgot_verify_intro_corporate"
          action={verify}
          pending={pending}
          valid={valid}
          error={flow.formError}
          notice={notice}
          focusHeading={flow.focusHeading}
        >
          <TextField
            name="loginAcct"
            label="gaia_portal_signin_company_account_label"
            autoComplete="username"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={normaliseCorporateId}
            value={values.loginAcct}
            onChange={change('loginAcct')}
            onBlur={blur('loginAcct')}
            error={errorOf('loginAcct')}
            inputRef={accountRef}
          />
          <TextField
            name="representativeIdNbr"
            label="gaia_portal_signin_representative_label"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={normaliseCorporateId}
            value={values.representativeIdNbr}
            onChange={change('representativeIdNbr')}
            onBlur={blur('representativeIdNbr')}
            error={errorOf('representativeIdNbr')}
          />
          <CodeRow>
            <OtpInput
              name="otp"
              length={OTP_LENGTH}
              required
              value={values.otp}
              onChange={change('otp')}
              onBlur={blur('otp')}
              error={errorOf('otp')}
              inputRef={otpRef}
            />
            <CountdownButton
              storageKey={`otp_reset_c_${values.loginAcct}`}
              seconds={countdownSeconds(config)}
              disabled={!canSendCorporateCode(identity)}
              onSend={send}
            />
          </CodeRow>
        </VerifyStep>
      ) : null}
      {flow.step === 'password' && flow.verified ? (
        <NewPasswordStep
          account={flow.verified.account}
          passwordSet={flow.verified.passwordSet}
          referenceId={flow.verified.referenceId}
          values={flow.passwords}
          onChange={flow.setPasswords}
          focusHeading={flow.focusHeading}
          onBack={flow.back}
          onDone={flow.done}
          onReferenceInvalid={(message) => {
            setValues((current) => ({ ...current, otp: '' }));
            flow.restart(message);
          }}
        />
      ) : null}
      {flow.step === 'done' ? <ResetDoneStep corporate focusHeading={flow.focusHeading} /> : <BackToSignIn corporate />}
    </>
  );
}
