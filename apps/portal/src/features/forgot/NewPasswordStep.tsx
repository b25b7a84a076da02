import { PASSWORD_MAX_LENGTH, normalisePassword, type NewPasswordValues } from '@gaia/domain';
import { Button, FormError, useT } from '@gaia/ui';
import { FormFields, FormPasswordField } from '../../forms/fields';
import type { RulesForm } from '../../forms/useRulesForm';
import { PasswordRules } from '../account/PasswordRules';
import { Form } from '../signIn/SignInPage.styles';
import { Actions, Messages, StepIntro } from './ForgotPasswordPage.styles';
import { StepHeading } from './resetSteps';

interface NewPasswordStepProps {
  /** The account being reset, named in the intro. */
  account: string;
  /** From ifSetting: false when the account never had a password (the step then reads "Create"). */
  passwordSet: boolean;
  /** The new password twice, kept by the flow so Back and Next keep them; its submit resets the password. */
  form: RulesForm<NewPasswordValues>;
  focusHeading: boolean;
  onBack: () => void;
}

/**
 * Step 2 of a reset (F1.11): the new password twice (copy and paste blocked), with the strength
 * rules shown as live hints (the same as changing a password, F2.14), sent with
 * /ecare/password/reset and the verified reference. The API client encrypts the password (F0.8):
 * the clear text never leaves the browser.
 */
export function NewPasswordStep({ account, passwordSet, form, focusHeading, onBack }: NewPasswordStepProps) {
  const t = useT();
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-labelledby="forgot-password-heading" aria-describedby={form.formError ? 'forgot-password-error' : undefined}>
      <StepHeading key="password" id="forgot-password-heading" focus={focusHeading}>
        {passwordSet ? 'gaia_portal_forgot_password_heading' : 'gaia_portal_forgot_password_heading_not_set'}
      </StepHeading>
      <StepIntro>{t(passwordSet ? 'gaia_portal_forgot_password_intro' : 'gaia_portal_forgot_password_intro_not_set', { account })}</StepIntro>
      <Messages>
        <FormError id="forgot-password-error">{form.formError}</FormError>
      </Messages>
      <FormFields form={form}>
        <FormPasswordField
          name="password"
          label="gaia_portal_forgot_new_password_label"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          normalise={normalisePassword}
        />
        <PasswordRules id="forgot-password-rules" password={form.values.password} />
        <FormPasswordField
          name="confirm"
          label="gaia_portal_forgot_confirm_password_label"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          normalise={normalisePassword}
        />
      </FormFields>
      <Actions>
        <Button variant="secondary" onClick={onBack} disabled={form.pending}>
          gaia_portal_forgot_back
        </Button>
        <Button type="submit" disabled={!form.valid} loading={form.pending}>
          gaia_portal_forgot_submit
        </Button>
      </Actions>
    </Form>
  );
}
