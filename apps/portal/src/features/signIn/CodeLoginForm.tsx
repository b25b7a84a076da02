import {
  OtpBusinessType,
  registeredCheckOutcome,
  validateCodeLogin,
  type CodeLoginInput,
} from '@gaia/domain';
import { createNotificationApi } from '@gaia/domain/api';
import { useGaia } from '@gaia/ui';
import { authApi, http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { CodeSendRow } from './CodeSendRow';
import { CodeAccountField } from './SignInFields';
import { SignInFormFrame } from './SignInFormFrame';
import { useIndividualCodeSignInForm } from './useIndividualCodeSignInForm';
import { Notice } from './SignInPage.styles';

const notificationApi = createNotificationApi(http);

/**
 * F1.3 / F1.6 individual code mode: a mobile number or e-mail (configured patterns), a send button
 * active only for a valid-looking account, the registered check before any send, then the 6-digit
 * code and /ecare/user/otpLogin.
 */
export default function CodeLoginForm() {
  const { config } = useGaia();
  const { form, code, sendRow } = useIndividualCodeSignInForm<CodeLoginInput>({
    defaultValues: () => ({ account: signInMemory.individualAccount(), otp: '' }),
    rules: (values) => validateCodeLogin(values, config),
    mode: 'individualCode',
    login: (input) => authApi.otpLogin(input),
    // The registered check comes before any send: an unknown account is said on its field.
    sendCode: async (plan, signInForm) => {
      const { registered } =
        plan.kind === 'MOBILE'
          ? await authApi.mobileRegistered(plan.account)
          : await authApi.emailRegistered(plan.account);
      const checked = registeredCheckOutcome(plan.kind, registered);
      if (!checked.proceed) {
        signInForm.failField('account', checked.messageKey);
        signInForm.focus('account');
        return undefined;
      }
      return plan.kind === 'MOBILE'
        ? notificationApi.sendOtp(plan.account, OtpBusinessType.login)
        : notificationApi.sendEmailOtp(plan.account, OtpBusinessType.login);
    },
  });

  return (
    <SignInFormFrame form={form} errorId="signin-code-error">
      <Notice role="status">{code.notice}</Notice>
      <CodeAccountField />
      <CodeSendRow {...sendRow} />
    </SignInFormFrame>
  );
}
