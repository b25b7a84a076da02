import {
  ACCOUNT_MAX_LENGTH,
  OTP_LENGTH,
  OtpBusinessType,
  canSendCode,
  codeCountdownKey,
  normaliseCodeAccount,
  planCodeSend,
  registeredCheckOutcome,
  signedInLogin,
  validateCodeLogin,
  type CodeLoginInput,
} from '@gaia/domain';
import { createNotificationApi } from '@gaia/domain/api';
import { Button, CountdownButton, FormError, useGaia } from '@gaia/ui';
import { authApi, http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { FormFields, FormOtpInput, FormTextField } from '../../forms/fields';
import { useCodeSignInForm } from './useCodeSignInForm';
import { CodeRow, Form, Notice } from './SignInPage.styles';

const notificationApi = createNotificationApi(http);

/**
 * F1.3 / F1.6 individual code mode: a mobile number or e-mail (configured patterns), a send button
 * active only for a valid-looking account, the registered check before any send, then the 6-digit
 * code and /ecare/user/otpLogin.
 */
export default function CodeLoginForm() {
  const { config } = useGaia();
  const { form, code } = useCodeSignInForm<CodeLoginInput>({
    defaultValues: () => ({ account: signInMemory.individualAccount(), otp: '' }),
    rules: (values) => validateCodeLogin(values, config),
    mode: 'individualCode',
    accountField: 'account',
    login: (input) => authApi.otpLogin(input),
    remembered: (input) => signedInLogin(input.account),
  });
  const { account } = form.values;

  /** The registered check comes before any send: an unknown account is said on its field. */
  const send = () =>
    code.send(async () => {
      const plan = planCodeSend(account, config);
      if (plan.action === 'ignore') return undefined;
      const { registered } = plan.kind === 'MOBILE' ? await authApi.mobileRegistered(plan.account) : await authApi.emailRegistered(plan.account);
      const checked = registeredCheckOutcome(plan.kind, registered);
      if (!checked.proceed) {
        form.failField('account', checked.messageKey);
        form.focus('account');
        return undefined;
      }
      return plan.kind === 'MOBILE'
        ? notificationApi.sendOtp(plan.account, OtpBusinessType.login)
        : notificationApi.sendEmailOtp(plan.account, OtpBusinessType.login);
    });

  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-describedby={form.formError ? 'signin-code-error' : undefined}>
      <FormFields form={form}>
        <FormError id="signin-code-error">{form.formError}</FormError>
        <Notice role="status">{code.notice}</Notice>
        <FormTextField
          name="account"
          label="gaia_portal_signin_code_account_label"
          autoComplete="username"
          inputMode="email"
          required
          maxLength={ACCOUNT_MAX_LENGTH}
          normalise={normaliseCodeAccount}
        />
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
