import {
  canSendCode,
  codeCountdownKey,
  individualStart,
  planCodeSend,
  signedInLogin,
  validateLegacyLogin,
  type LegacyLoginInput,
  type SignInDraft,
} from '@gaia/domain';
import { createUcApi } from '@gaia/domain/api';
import { useGaia } from '@gaia/ui';
import { http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { CodeSendRow } from './CodeSendRow';
import type { FieldFocusHandoff } from './fieldFocusHandoff';
import { IndividualAccountField, IndividualPasswordField } from './SignInFields';
import { SignInFormFrame } from './SignInFormFrame';
import { useCodeSignInForm } from './useCodeSignInForm';
import { Notice } from './SignInPage.styles';

const ucApi = createUcApi(http);

/**
 * F1.9 the older individual form, chosen by configuration: account, password and the code together,
 * all three required. The code goes to the account itself (mobile or e-mail); a failure clears the
 * password (and a wrong code) unless the code expired, which keeps every field (F1.7). It starts
 * from what was typed into the password form it replaces (`draft`), else the remembered account,
 * with the person back in the field they were typing in (`focusHandoff`).
 */
export default function LegacyLoginForm({ draft, focusHandoff }: { draft?: SignInDraft; focusHandoff?: FieldFocusHandoff }) {
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
    <SignInFormFrame form={form} errorId="signin-legacy-error" {...(focusHandoff ? { focusHandoff } : {})}>
      <Notice role="status">{code.notice}</Notice>
      <IndividualAccountField />
      <IndividualPasswordField />
      <CodeSendRow storageKey={codeCountdownKey('login', { individual: account })} disabled={!canSendCode(account, config)} onSend={send} />
    </SignInFormFrame>
  );
}
