import { useActionState, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  OtpBusinessType,
  SignInRoute,
  canSendCode,
  isSubmittable,
  loginFailure,
  normaliseCodeAccount,
  planCodeSend,
  registeredCheckOutcome,
  sendCodeResult,
  serverSecondsLeft,
  validateCodeLogin,
} from '@gaia/domain';
import { createNotificationApi, isApiError } from '@gaia/domain/api';
import { Button, CountdownButton, FormError, OtpInput, TextField, useGaia } from '@gaia/ui';
import { authApi, http } from '../../app/api';
import { rememberedIndividualAccount, rememberLogin } from '../../app/rememberedLogin';
import { CodeRow, Form, Notice } from './SignInPage.styles';
import { shownText } from './shownText';
import { submitInPlace } from './submitInPlace';

const notificationApi = createNotificationApi(http);

interface FormState {
  error?: string;
}

/**
 * F1.3 / F1.6 individual code mode: a mobile number or e-mail (configured patterns), a send button
 * active only for a valid-looking account, the registered check before any send, then the 6-digit
 * code and /ecare/user/otpLogin.
 */
export default function CodeLoginForm() {
  const { t, config } = useGaia();
  const navigate = useNavigate();
  const accountRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [account, setAccount] = useState(rememberedIndividualAccount);
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState({ account: false, otp: false });
  const [accountError, setAccountError] = useState<string>();
  const [otpError, setOtpError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const errors = validateCodeLogin({ account, otp }, config);
  const valid = isSubmittable(errors) && !accountError && !otpError;

  /**
   * Resolves truthy when a code is on its way, so the countdown runs: the seconds the server says
   * are left for an already-sent code, else true (the configured length).
   */
  async function send(): Promise<number | boolean> {
    setNotice(undefined);
    setSendError(undefined);
    setAccountError(undefined);
    const plan = planCodeSend(account, config);
    if (plan.action === 'ignore') return false;
    try {
      const { registered } =
        plan.kind === 'MOBILE' ? await authApi.mobileRegistered(plan.account) : await authApi.emailRegistered(plan.account);
      const checked = registeredCheckOutcome(plan.kind, registered);
      if (!checked.proceed) {
        setAccountError(checked.messageKey);
        accountRef.current?.focus();
        return false;
      }
      const envelope =
        plan.kind === 'MOBILE'
          ? await notificationApi.sendOtp(plan.account, OtpBusinessType.login)
          : await notificationApi.sendEmailOtp(plan.account, OtpBusinessType.login);
      return applySend(sendCodeResult(envelope, { mask: config.mask }));
    } catch (error) {
      if (isApiError(error)) return applySend(sendCodeResult(error, { mask: config.mask }));
      setSendError('gaia_tip_server_error');
      return false;
    }
  }

  function applySend(decision: ReturnType<typeof sendCodeResult>): number | boolean {
    if (decision.kind !== 'failed') {
      setNotice(shownText(t, decision.notice));
      otpRef.current?.focus();
      return serverSecondsLeft(decision) ?? true;
    }
    // The form shows business answers only; the app-wide catalogue says the rest (once).
    const { fieldError, formError } = decision;
    if (fieldError) setAccountError(shownText(t, fieldError.text));
    setSendError(shownText(t, formError));
    return false;
  }

  const [state, submit, pending] = useActionState<FormState, FormData>(async (_previous, formData) => {
    const input = { account: String(formData.get('account') ?? ''), otp: String(formData.get('otp') ?? '') };
    setSendError(undefined);
    try {
      const result = await authApi.otpLogin(input);
      // The session module (and the query cache) loads only once there is a session to keep.
      (await import('../../app/session')).startSession(result);
      rememberLogin({ loginAcct: input.account.trim() });
      navigate(SignInRoute.home, { replace: true });
      return {};
    } catch (error) {
      const decision = loginFailure('individualCode', error);
      if (decision.dismissNotice) setNotice(undefined);
      if (decision.clear.includes('otp')) {
        setOtp('');
        setTouched((current) => ({ ...current, otp: false }));
      }
      if (decision.fieldError?.field === 'otp') setOtpError(shownText(t, decision.fieldError.text));
      if (decision.fieldError?.field === 'account') setAccountError(shownText(t, decision.fieldError.text));
      if (decision.focus === 'account') accountRef.current?.focus();
      else if (decision.focus === 'otp') otpRef.current?.focus();
      return { error: shownText(t, decision.formError) };
    }
  }, {});

  const formError = sendError ?? state.error;
  return (
    <Form onSubmit={submitInPlace(submit)} noValidate aria-describedby={formError ? 'signin-code-error' : undefined}>
      <FormError id="signin-code-error">{formError}</FormError>
      <Notice role="status">{notice}</Notice>
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
          storageKey={`otp_login_${account.trim().toLowerCase()}`}
          disabled={!canSendCode(account, config)}
          onSend={send}
        />
      </CodeRow>
      <Button type="submit" fullWidth disabled={!valid} loading={pending}>
        gaia_signin_submit
      </Button>
    </Form>
  );
}
