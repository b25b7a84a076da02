import { useActionState, useRef, useState } from 'react';
import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  OtpBusinessType,
  SignInMessageKey,
  canSendCode,
  classifyAccount,
  countdownSeconds,
  isSubmittable,
  normaliseCodeAccount,
  validateCodeLogin,
} from '@gaia/domain';
import { CountdownButton, OtpInput, TextField, useT } from '@gaia/ui';
import { usePortalConfig } from '../../app/portalConfig';
import { CodeRow } from '../signIn/SignInPage.styles';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetDoneStep } from './ResetDoneStep';
import { BackToSignIn } from './SignInLinks';
import { notificationApi, passwordApi } from './resetApi';
import { requestCode } from './resetFailure';
import { ResetProgress } from './resetSteps';
import { useResetFlow } from './useResetFlow';
import { VerifyStep } from './VerifyStep';

/**
 * The individual reset (F1.11): the mobile number or e-mail (configured patterns) → a RESET_PASSWORD
 * code by SMS or e-mail → /ecare/password/reset/otpVerify answers a reference → the new password
 * twice → /ecare/password/reset → done, with a link to /signIn?t=i.
 */
export function IndividualResetFlow() {
  const t = useT();
  const config = usePortalConfig();
  const flow = useResetFlow();
  const accountRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [account, setAccount] = useState('');
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState({ account: false, otp: false });
  const [accountError, setAccountError] = useState<string>();
  const [otpError, setOtpError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const checked = validateCodeLogin({ account, otp }, config);
  // An account that is neither a mobile number nor an e-mail is tip_invalid_account on a reset (spec 01 §5).
  const errors = checked.account === SignInMessageKey.mobileEmailPattern ? { ...checked, account: SignInMessageKey.invalidAccount } : checked;
  const valid = isSubmittable(errors) && !accountError && !otpError;

  /** Resolves true when a code is on its way (sent now or already sent), so the countdown runs. */
  async function send(): Promise<boolean> {
    setNotice(undefined);
    setAccountError(undefined);
    flow.setFormError(undefined);
    const trimmed = account.trim();
    const kind = classifyAccount(trimmed, config);
    if (!kind) return false;
    const outcome = await requestCode(t, config, () =>
      kind === 'MOBILE'
        ? notificationApi.sendOtp(trimmed, OtpBusinessType.resetPassword)
        : notificationApi.sendEmailOtp(trimmed, OtpBusinessType.resetPassword),
    );
    if (outcome.ok) {
      setNotice(outcome.notice);
      otpRef.current?.focus();
      return true;
    }
    if (outcome.field) {
      setAccountError(outcome.text);
      accountRef.current?.focus();
    } else flow.setFormError(outcome.text);
    return false;
  }

  const [, verify, pending] = useActionState<null, FormData>(async () => {
    const trimmed = account.trim();
    const failure = await flow.verify(`${trimmed}\n${otp}`, trimmed, () => passwordApi.resetOtpVerify({ account: trimmed, otp }));
    if (failure?.clearOtp) {
      setOtp('');
      setTouched((current) => ({ ...current, otp: false }));
    }
    if (failure?.field === 'otp') setOtpError(failure.text);
    else if (failure?.field === 'account') setAccountError(failure.text);
    if (failure) otpRef.current?.focus();
    return null;
  }, null);

  return (
    <>
      <ResetProgress step={flow.step} />
      {flow.step === 'verify' ? (
        <VerifyStep
          intro="gaia_portal_forgot_verify_intro_individual"
          action={verify}
          pending={pending}
          valid={valid}
          error={flow.formError}
          notice={notice}
          focusHeading={flow.focusHeading}
        >
          <TextField
            name="account"
            label="gaia_portal_signin_code_account_label"
            autoComplete="username"
            inputMode="email"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={normaliseCodeAccount}
            value={account}
            onChange={(value) => {
              setAccount(value);
              setAccountError(undefined);
              setNotice(undefined);
            }}
            onBlur={() => setTouched((current) => ({ ...current, account: true }))}
            error={accountError ?? (touched.account ? errors.account : undefined)}
            inputRef={accountRef}
          />
          <CodeRow>
            <OtpInput
              name="otp"
              length={OTP_LENGTH}
              required
              value={otp}
              onChange={(value) => {
                setOtp(value);
                setOtpError(undefined);
              }}
              onBlur={() => setTouched((current) => ({ ...current, otp: true }))}
              error={otpError ?? (touched.otp ? errors.otp : undefined)}
              inputRef={otpRef}
            />
            <CountdownButton
              storageKey={`otp_reset_${account.trim().toLowerCase()}`}
              seconds={countdownSeconds(config)}
              disabled={!canSendCode(account, config)}
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
            setOtp('');
            flow.restart(message);
          }}
        />
      ) : null}
      {flow.step === 'done' ? <ResetDoneStep corporate={false} focusHeading={flow.focusHeading} /> : <BackToSignIn corporate={false} />}
    </>
  );
}
