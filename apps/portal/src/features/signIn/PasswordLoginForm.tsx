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
import { Form } from './SignInPage.styles';

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
 * stays disabled until both are valid; a failure shows the server's message and clears the password
 * (F1.7), with focus returned to it so the person can type again at once.
 */
export function PasswordLoginForm() {
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [account, setAccount] = useState(rememberedIndividualAccount);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ account: false, password: false });
  const errors = validatePasswordLogin({ account, password });
  const valid = Object.keys(errors).length === 0;

  const [state, submit, pending] = useActionState<FormState, FormData>(async (_previous, formData) => {
    const input = { account: String(formData.get('account') ?? ''), password: String(formData.get('password') ?? '') };
    const { error } = await (await loadSignIn()).signInWithPassword(input);
    if (!error) {
      navigate('/myProfile', { replace: true });
      return {};
    }
    setPassword('');
    setTouched((t) => ({ ...t, password: false }));
    passwordRef.current?.focus();
    return { error };
  }, {});

  return (
    <Form
      action={submit}
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
