import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  canSendCode,
  codeCountdownKey,
  individualStart,
  normaliseIndividualAccount,
  normalisePassword,
  planCodeSend,
  signedInLogin,
  validateLegacyLogin,
  type LegacyLoginInput,
  type SignInDraft,
} from '@gaia/domain';
import { createUcApi } from '@gaia/domain/api';
import { Button, CountdownButton, FormError, useGaia } from '@gaia/ui';
import { http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { FormFields, FormOtpInput, FormPasswordField, FormTextField } from '../../forms/fields';
import { useCodeSignInForm } from './useCodeSignInForm';
import { CodeRow, Form, Notice } from './SignInPage.styles';

const ucApi = createUcApi(http);

/**
 * F1.9 the older individual form, chosen by configuration: account, password and the code together,
 * all three required. The code goes to the account itself (mobile or e-mail); a failure clears the
 * password (and a wrong code) unless the code expired, which keeps every field (F1.7). It starts
 * from what was typed into the password form it replaces (`draft`), else the remembered account.
 */
export default function LegacyLoginForm({ draft }: { draft?: SignInDraft }) {
  const { config } = useGaia();
  const { form, code } = useCodeSignInForm<LegacyLoginInput>({
    defaultValues: () => ({ ...individualStart(signInMemory, draft), otp: '' }),
    rules: validateLegacyLogin,
    mode: 'individualLegacy',
    accountField: 'account',
    login: (input) => ucApi.legacyLogin(input),
    remembered: (input) => signedInLogin(input.account),
  });
  const { account } = form.values;

  const send = () =>
    code.send(async () => {
      const plan = planCodeSend(account, config);
      return plan.action === 'ignore' ? undefined : ucApi.sendIndividualOtp(plan.account);
    });

  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-describedby={form.formError ? 'signin-legacy-error' : undefined}>
      <FormFields form={form}>
        <FormError id="signin-legacy-error">{form.formError}</FormError>
        <Notice role="status">{code.notice}</Notice>
        <FormTextField
          name="account"
          label="gaia_signin_account_label"
          autoComplete="username"
          required
          maxLength={ACCOUNT_MAX_LENGTH}
          normalise={normaliseIndividualAccount}
        />
        <FormPasswordField name="password" label="gaia_signin_password_label" required maxLength={PASSWORD_MAX_LENGTH} normalise={normalisePassword} />
        <CodeRow>
          <FormOtpInput name="otp" length={OTP_LENGTH} required />
          <CountdownButton storageKey={codeCountdownKey('login', { individual: account })} disabled={!canSendCode(account, config)} onSend={send} />
        </CodeRow>
        <Button type="submit" fullWidth disabled={!form.valid} loading={form.pending}>
          gaia_signin_submit
        </Button>
      </FormFields>
    </Form>
  );
}
