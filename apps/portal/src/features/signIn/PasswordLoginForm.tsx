import { useActionState, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  normaliseIndividualAccount,
  normalisePassword,
  validatePasswordLogin,
} from '@gaia/domain';
import { Button, FormError, PasswordField, TextField } from '@gaia/ui';
import { rememberedIndividualAccount } from '../../app/rememberedLogin';
import type { PasswordSignInOutcome } from './passwordSignIn';
import { Form } from './SignInPage.styles';
import type { SignInDraft } from './signInDraft';
import { submitInPlace } from './submitInPlace';

interface FormState {
  error?: string;
}

/**
 * The sign-in call and its rules load once the person starts on the form (or submits). When its code
 * cannot be fetched (offline), the submit answers the network message instead of failing the page.
 */
const loadSignIn = () => import('./passwordSignIn').catch(() => ({ signInWithPassword: async (_input: unknown) => ({ error: 'gaia_tip_network_error' }) }));

/**
 * F1.2 individual password mode. Fields normalise as typed (spaces removed, lengths capped); submit
 * stays disabled until both are valid. A refused sign-in shows the server's message and clears the
 * password (spec 01 §4, F1.7), with focus returned to it so the person can type again at once;
 * failures without a server answer (504, time-out, network, 401) keep both fields and are said by
 * the app-wide error catalogue alone. What is typed is kept in `draft` for the form that may
 * replace this one (the older three-field form, chosen by the configuration).
 */
export function PasswordLoginForm({ draft }: { draft?: SignInDraft }) {
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [account, setAccountState] = useState(() => draft?.read().account ?? rememberedIndividualAccount());
  const [password, setPasswordState] = useState(() => draft?.read().password ?? '');
  const setAccount = (value: string) => {
    draft?.keep({ account: value });
    setAccountState(value);
  };
  const setPassword = (value: string) => {
    draft?.keep({ password: value });
    setPasswordState(value);
  };
  const [touched, setTouched] = useState({ account: false, password: false });
  const errors = validatePasswordLogin({ account, password });
  const valid = Object.keys(errors).length === 0;

  const [state, submit, pending] = useActionState<FormState, FormData>(async (_previous, formData) => {
    const input = { account: String(formData.get('account') ?? ''), password: String(formData.get('password') ?? '') };
    const outcome: PasswordSignInOutcome = await (await loadSignIn()).signInWithPassword(input);
    if (outcome.signedIn) {
      navigate('/myProfile', { replace: true });
      return {};
    }
    if (outcome.clearPassword) {
      setPassword('');
      setTouched((t) => ({ ...t, password: false }));
      passwordRef.current?.focus();
    }
    return { error: outcome.error };
  }, {});

  return (
    <Form
      onSubmit={submitInPlace(submit)}
      noValidate
      aria-describedby={state.error ? 'signin-error' : undefined}
      onFocus={() => void loadSignIn()}
    >
      <FormError id="signin-error">{state.error}</FormError>
      <TextField
        name="account"
        label="gaia_signin_account_label"
        autoComplete="username"
        required
        maxLength={ACCOUNT_MAX_LENGTH}
        normalise={normaliseIndividualAccount}
        value={account}
        onChange={setAccount}
        onBlur={() => setTouched((t) => ({ ...t, account: true }))}
        error={touched.account ? errors.account : undefined}
      />
      <PasswordField
        name="password"
        label="gaia_signin_password_label"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        normalise={normalisePassword}
        value={password}
        onChange={setPassword}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={touched.password ? errors.password : undefined}
        inputRef={passwordRef}
      />
      <Button type="submit" fullWidth disabled={!valid} loading={pending}>
        gaia_signin_submit
      </Button>
    </Form>
  );
}
