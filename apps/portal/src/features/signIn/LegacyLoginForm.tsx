import {
  individualStart,
  validateLegacyLogin,
  type LegacyLoginInput,
  type SignInDraft,
} from '@gaia/domain';
import { createUcApi } from '@gaia/domain/api';
import { http } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';
import { CodeSendRow } from './CodeSendRow';
import type { FieldFocusHandoff } from './fieldFocusHandoff';
import { IndividualAccountField, IndividualPasswordField } from './SignInFields';
import { SignInFormFrame } from './SignInFormFrame';
import { useIndividualCodeSignInForm } from './useIndividualCodeSignInForm';
import { Notice } from './SignInPage.styles';

const ucApi = createUcApi(http);

/**
 * F1.9 the older individual form, chosen by configuration: account, password and the code together,
 * all three required. The code goes to the account itself (mobile or e-mail); a failure clears the
 * password (and a wrong code) unless the code expired, which keeps every field (F1.7). It starts
 * from what was typed into the password form it replaces (`draft`), else the remembered account,
 * with the person back in the field they were typing in (`focusHandoff`).
 */
export default function LegacyLoginForm({
  draft,
  focusHandoff,
}: {
  draft?: SignInDraft;
  focusHandoff?: FieldFocusHandoff;
}) {
  const { form, code, sendRow } = useIndividualCodeSignInForm<LegacyLoginInput>({
    defaultValues: () => ({ ...individualStart(signInMemory, draft), otp: '' }),
    rules: validateLegacyLogin,
    mode: 'individualLegacy',
    login: (input) => ucApi.legacyLogin(input),
    sendCode: (plan) => ucApi.sendIndividualOtp(plan.account),
  });

  return (
    <SignInFormFrame
      form={form}
      errorId="signin-legacy-error"
      {...(focusHandoff ? { focusHandoff } : {})}
    >
      <Notice role="status">{code.notice}</Notice>
      <IndividualAccountField />
      <IndividualPasswordField />
      <CodeSendRow {...sendRow} />
    </SignInFormFrame>
  );
}
