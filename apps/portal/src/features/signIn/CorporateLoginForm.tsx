import { useState } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  canSendCorporateCode,
  codeCountdownKey,
  corporateStart,
  normaliseCorporateId,
  normalisePassword,
  signedInLogin,
  validateCorporateLogin,
  type CorporateLoginInput,
} from '@gaia/domain';
import { createUcApi } from '@gaia/domain/api';
import { http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { FormPasswordField } from '../../forms/fields';
import { CodeSendRow } from './CodeSendRow';
import { CorporateIdFields } from './SignInFields';
import { SignInFormFrame } from './SignInFormFrame';
import { useCodeSignInForm } from './useCodeSignInForm';
import { Notice } from './SignInPage.styles';

const ucApi = createUcApi(http);

/**
 * F1.4 / F1.7 corporate password-plus-code mode: company account and representative ID (no spaces,
 * upper-case, as typed), company password and the 6-digit code sent to the company's contact. After
 * a failed login the password and code are cleared and the send button reset, unless the code expired.
 */
export default function CorporateLoginForm({ gaiaId }: { gaiaId?: string }) {
  const [sendButton, setSendButton] = useState(0);
  const { form, code } = useCodeSignInForm<CorporateLoginInput>({
    defaultValues: () => ({ ...corporateStart(signInMemory, gaiaId ? normaliseCorporateId(gaiaId) : undefined), password: '', otp: '' }),
    rules: validateCorporateLogin,
    mode: 'corporate',
    accountField: 'loginAcct',
    ownFields: ['representativeIdNbr', 'password', 'otp'],
    login: (input) => ucApi.pwdLogin(input),
    remembered: (input) => signedInLogin(normaliseCorporateId(input.loginAcct), normaliseCorporateId(input.representativeIdNbr)),
    onRefused: (decision, input) => {
      if (!decision.resetSendButton) return;
      try {
        window.sessionStorage.removeItem(codeCountdownKey('login', { corporate: input.loginAcct }));
      } catch {
        // Storage blocked: the remount below still resets the button for this page.
      }
      code.setNotice(undefined);
      setSendButton((n) => n + 1);
    },
  });
  const { loginAcct, representativeIdNbr } = form.values;

  return (
    <SignInFormFrame form={form} errorId="signin-corporate-error">
      <Notice role="status">{code.notice}</Notice>
      <CorporateIdFields />
      <FormPasswordField name="password" label="gaia_portal_signin_company_password_label" required maxLength={PASSWORD_MAX_LENGTH} normalise={normalisePassword} />
      <CodeSendRow
        sendButtonKey={sendButton}
        storageKey={codeCountdownKey('login', { corporate: loginAcct })}
        disabled={!canSendCorporateCode({ loginAcct, representativeIdNbr })}
        onSend={() => code.send(() => ucApi.sendOtp({ loginAcct, representativeIdNbr }))}
      />
    </SignInFormFrame>
  );
}
