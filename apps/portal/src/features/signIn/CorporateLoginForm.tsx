import { useActionState, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  SignInRoute,
  canSendCorporateCode,
  isSubmittable,
  loginFailure,
  normaliseCorporateId,
  normalisePassword,
  sendCodeResult,
  serverSecondsLeft,
  validateCorporateLogin,
  type CorporateLoginInput,
} from '@gaia/domain';
import { createUcApi, isApiError } from '@gaia/domain/api';
import { Button, CountdownButton, FormError, OtpInput, PasswordField, TextField, useGaia } from '@gaia/ui';
import { http } from '../../app/api';
import { rememberedCorporate, rememberLogin } from '../../app/rememberedLogin';
import { CodeRow, Form, Notice } from './SignInPage.styles';
import { shownText } from './shownText';
import { submitInPlace } from './submitInPlace';

const ucApi = createUcApi(http);

interface FormState {
  error?: string;
}

type Field = keyof CorporateLoginInput;
const NO_TOUCH: Record<Field, boolean> = { loginAcct: false, representativeIdNbr: false, password: false, otp: false };

function countdownKey(loginAcct: string) {
  return `otp_login_c_${loginAcct}`;
}

/**
 * F1.4 / F1.7 corporate password-plus-code mode: company account and representative ID (no spaces,
 * upper-case, as typed), company password and the 6-digit code sent to the company's contact. After
 * a failed login the password and code are cleared and the send button reset, unless the code expired.
 */
export default function CorporateLoginForm({ gaiaId }: { gaiaId?: string }) {
  const { t, config } = useGaia();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CorporateLoginInput>(() => {
    // gaiaId in the URL wins; otherwise the company and representative last signed in with here.
    const remembered = gaiaId ? undefined : rememberedCorporate();
    return {
      loginAcct: gaiaId ? normaliseCorporateId(gaiaId) : (remembered?.loginAcct ?? ''),
      representativeIdNbr: remembered?.representativeIdNbr ?? '',
      password: '',
      otp: '',
    };
  });
  const [touched, setTouched] = useState(NO_TOUCH);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [sendButton, setSendButton] = useState(0);
  const errors = validateCorporateLogin(values);
  const valid = isSubmittable(errors) && isSubmittable(fieldErrors);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const errorOf = (field: Field) => fieldErrors[field] ?? (touched[field] ? errors[field] : undefined);

  /**
   * Resolves truthy when a code is on its way, so the countdown runs: the seconds the server says
   * are left for an already-sent code, else true (the configured length).
   */
  async function send(): Promise<number | boolean> {
    setNotice(undefined);
    setSendError(undefined);
    const identity = { loginAcct: values.loginAcct, representativeIdNbr: values.representativeIdNbr };
    let decision: ReturnType<typeof sendCodeResult>;
    try {
      decision = sendCodeResult(await ucApi.sendOtp(identity), { mask: config.mask });
    } catch (error) {
      if (!isApiError(error)) {
        setSendError('gaia_tip_server_error');
        return false;
      }
      decision = sendCodeResult(error, { mask: config.mask });
    }
    if (decision.kind !== 'failed') {
      setNotice(shownText(t, decision.notice));
      otpRef.current?.focus();
      return serverSecondsLeft(decision) ?? true;
    }
    // The form shows business answers only; the app-wide catalogue says the rest (once).
    const { fieldError, formError } = decision;
    if (fieldError) {
      const field: Field = fieldError.field === 'account' ? 'loginAcct' : fieldError.field;
      setFieldErrors((current) => ({ ...current, [field]: shownText(t, fieldError.text) }));
    }
    setSendError(shownText(t, formError));
    return false;
  }

  const [state, submit, pending] = useActionState<FormState, FormData>(async (_previous, formData) => {
    const input: CorporateLoginInput = {
      loginAcct: String(formData.get('loginAcct') ?? ''),
      representativeIdNbr: String(formData.get('representativeIdNbr') ?? ''),
      password: String(formData.get('password') ?? ''),
      otp: String(formData.get('otp') ?? ''),
    };
    setSendError(undefined);
    try {
      const result = await ucApi.pwdLogin(input);
      // The session module (and the query cache) loads only once there is a session to keep.
      (await import('../../app/session')).startSession(result);
      rememberLogin({ loginAcct: normaliseCorporateId(input.loginAcct), extParam: { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) } });
      navigate(SignInRoute.home, { replace: true });
      return {};
    } catch (error) {
      const decision = loginFailure('corporate', error);
      if (decision.dismissNotice) setNotice(undefined);
      if (decision.clear.length > 0) {
        setValues((current) => ({
          ...current,
          ...(decision.clear.includes('password') ? { password: '' } : {}),
          ...(decision.clear.includes('otp') ? { otp: '' } : {}),
        }));
        setTouched((current) => ({ ...current, password: false, otp: false }));
      }
      if (decision.resetSendButton) {
        try {
          window.sessionStorage.removeItem(countdownKey(input.loginAcct));
        } catch {
          // Storage blocked: the remount below still resets the button for this page.
        }
        setNotice(undefined);
        setSendButton((n) => n + 1);
      }
      if (decision.fieldError) setFieldErrors((current) => ({ ...current, [decision.fieldError!.field === 'account' ? 'loginAcct' : 'otp']: shownText(t, decision.fieldError!.text) }));
      if (decision.focus === 'password') passwordRef.current?.focus();
      else if (decision.focus === 'otp') otpRef.current?.focus();
      return { error: shownText(t, decision.formError) };
    }
  }, {});

  const formError = sendError ?? state.error;
  return (
    <>
      <Form onSubmit={submitInPlace(submit)} noValidate aria-describedby={formError ? 'signin-corporate-error' : undefined}>
        <FormError id="signin-corporate-error">{formError}</FormError>
        <Notice role="status">{notice}</Notice>
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
        <PasswordField
          name="password"
          label="gaia_portal_signin_company_password_label"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          normalise={normalisePassword}
          value={values.password}
          onChange={change('password')}
          onBlur={blur('password')}
          error={errorOf('password')}
          inputRef={passwordRef}
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
            key={sendButton}
            storageKey={countdownKey(values.loginAcct)}
            disabled={!canSendCorporateCode(values)}
            onSend={send}
          />
        </CodeRow>
        <Button type="submit" fullWidth disabled={!valid} loading={pending}>
          gaia_signin_submit
        </Button>
      </Form>
    </>
  );
}
