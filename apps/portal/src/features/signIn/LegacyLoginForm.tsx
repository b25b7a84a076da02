import { useActionState, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  SignInRoute,
  canSendCode,
  isSubmittable,
  loginFailure,
  normaliseIndividualAccount,
  normalisePassword,
  planCodeSend,
  sendCodeResult,
  serverSecondsLeft,
  validateLegacyLogin,
  type LegacyLoginInput,
} from '@gaia/domain';
import { createUcApi, isApiError } from '@gaia/domain/api';
import { Button, CountdownButton, FormError, OtpInput, PasswordField, TextField, useGaia } from '@gaia/ui';
import { http } from '../../app/api';
import { rememberedIndividualAccount, rememberLogin } from '../../app/rememberedLogin';
import { CodeRow, Form, Notice } from './SignInPage.styles';
import { shownText } from './shownText';
import type { SignInDraft } from './signInDraft';
import { submitInPlace } from './submitInPlace';

const ucApi = createUcApi(http);

type Field = keyof LegacyLoginInput;
const EMPTY: LegacyLoginInput = { account: '', password: '', otp: '' };
const NO_TOUCH: Record<Field, boolean> = { account: false, password: false, otp: false };

interface FormState {
  error?: string;
}

/**
 * F1.9 the older individual form, chosen by configuration: account, password and the code together,
 * all three required. The code goes to the account itself (mobile or e-mail); a failure clears the
 * password (and a wrong code) unless the code expired, which keeps every field (F1.7). It starts
 * from what was typed into the password form it replaces (`draft`), else the remembered account.
 */
export default function LegacyLoginForm({ draft }: { draft?: SignInDraft }) {
  const { t, config } = useGaia();
  const navigate = useNavigate();
  const accountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<LegacyLoginInput>(() => ({
    ...EMPTY,
    account: draft?.read().account ?? rememberedIndividualAccount(),
    password: draft?.read().password ?? '',
  }));
  const [touched, setTouched] = useState(NO_TOUCH);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const errors = validateLegacyLogin(values);
  const valid = isSubmittable(errors) && Object.values(fieldErrors).every((error) => !error);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const shownError = (field: Field) => fieldErrors[field] ?? (touched[field] ? errors[field] : undefined);

  /**
   * Resolves truthy when a code is on its way, so the countdown runs: the seconds the server says
   * are left for an already-sent code, else true (the configured length).
   */
  async function send(): Promise<number | boolean> {
    setNotice(undefined);
    setSendError(undefined);
    const plan = planCodeSend(values.account, config);
    if (plan.action === 'ignore') return false;
    try {
      return apply(sendCodeResult(await ucApi.sendIndividualOtp(plan.account), { mask: config.mask }));
    } catch (error) {
      if (isApiError(error)) return apply(sendCodeResult(error, { mask: config.mask }));
      setSendError('gaia_tip_server_error');
      return false;
    }
  }

  function apply(decision: ReturnType<typeof sendCodeResult>): number | boolean {
    if (decision.kind !== 'failed') {
      setNotice(shownText(t, decision.notice));
      otpRef.current?.focus();
      return serverSecondsLeft(decision) ?? true;
    }
    // The form shows business answers only; the app-wide catalogue says the rest (once).
    const { fieldError, formError } = decision;
    if (fieldError) setFieldErrors((current) => ({ ...current, account: shownText(t, fieldError.text) }));
    setSendError(shownText(t, formError));
    return false;
  }

  const [state, submit, pending] = useActionState<FormState, FormData>(async () => {
    setSendError(undefined);
    try {
      const result = await ucApi.legacyLogin(values);
      (await import('../../app/session')).startSession(result);
      rememberLogin({ loginAcct: values.account.trim() });
      navigate(SignInRoute.home, { replace: true });
      return {};
    } catch (error) {
      const decision = loginFailure('individualLegacy', error);
      if (decision.dismissNotice) setNotice(undefined);
      if (decision.clear.length) {
        setValues((current) => ({ ...current, ...Object.fromEntries(decision.clear.map((field) => [field, ''])) }));
        setTouched((current) => ({ ...current, ...Object.fromEntries(decision.clear.map((field) => [field, false])) }));
      }
      if (decision.fieldError) setFieldErrors({ [decision.fieldError.field]: shownText(t, decision.fieldError.text) });
      const focusRef = { account: accountRef, password: passwordRef, otp: otpRef }[decision.focus as Field];
      focusRef?.current?.focus();
      return { error: shownText(t, decision.formError) };
    }
  }, {});

  const formError = sendError ?? state.error;
  return (
    <Form onSubmit={submitInPlace(submit)} noValidate aria-describedby={formError ? 'signin-legacy-error' : undefined}>
      <FormError id="signin-legacy-error">{formError}</FormError>
      <Notice role="status">{notice}</Notice>
      <TextField
        name="account"
        label="gaia_signin_account_label"
        autoComplete="username"
        required
        maxLength={ACCOUNT_MAX_LENGTH}
        normalise={normaliseIndividualAccount}
        value={values.account}
        onChange={change('account')}
        onBlur={touch('account')}
        error={shownError('account')}
        inputRef={accountRef}
      />
      <PasswordField
        name="password"
        label="gaia_signin_password_label"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        normalise={normalisePassword}
        value={values.password}
        onChange={change('password')}
        onBlur={touch('password')}
        error={shownError('password')}
        inputRef={passwordRef}
      />
      <CodeRow>
        <OtpInput
          name="otp"
          length={OTP_LENGTH}
          required
          value={values.otp}
          onChange={change('otp')}
          onBlur={touch('otp')}
          error={shownError('otp')}
          inputRef={otpRef}
        />
        <CountdownButton
          storageKey={`otp_login_${values.account.trim().toLowerCase()}`}
          disabled={!canSendCode(values.account, config)}
          onSend={send}
        />
      </CodeRow>
      <Button type="submit" fullWidth disabled={!valid} loading={pending}>
        gaia_signin_submit
      </Button>
    </Form>
  );
}
