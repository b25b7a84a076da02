import { useActionState, useRef, useState } from 'react';
import { PASSWORD_MAX_LENGTH, isSubmittable, normalisePassword } from '@gaia/domain';
import { Button, FormError, PasswordField, useT } from '@gaia/ui';
import { PasswordRules } from '../account/PasswordRules';
import { Form } from '../signIn/SignInPage.styles';
import { Actions, Messages, StepIntro } from './ForgotPasswordPage.styles';
import { validateNewPassword, type NewPasswordValues } from './newPassword';
import { passwordApi } from './resetApi';
import { callFailure, isReferenceInvalid } from './resetFailure';
import { StepHeading } from './resetSteps';
import { submitInPlace } from '../signIn/submitInPlace';

interface NewPasswordStepProps {
  /** The account being reset, named in the intro. */
  account: string;
  /** From ifSetting: false when the account never had a password (the step then reads "Create"). */
  passwordSet: boolean;
  /** The reference the code check answered; the reset needs it. */
  referenceId: string;
  /** The entries, kept by the flow so Back and Next keep them. */
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  focusHeading: boolean;
  onBack: () => void;
  onDone: () => void;
  /** The reference is used or expired: the flow returns to the code step with this message. */
  onReferenceInvalid: (message: string) => void;
}

/**
 * Step 2 of a reset (F1.11): the new password twice (copy and paste blocked), with the strength
 * rules shown as live hints (the same as changing a password, F2.14), sent with
 * /ecare/password/reset and the verified reference. The API client encrypts the password (F0.8):
 * the clear text never leaves the browser.
 */
export function NewPasswordStep({ account, passwordSet, referenceId, values, onChange, focusHeading, onBack, onDone, onReferenceInvalid }: NewPasswordStepProps) {
  const t = useT();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const errors = validateNewPassword(values);
  const valid = isSubmittable(errors);

  const [state, submit, pending] = useActionState<{ error?: string }, FormData>(async (_previous, formData) => {
    const password = String(formData.get('password') ?? '');
    try {
      await passwordApi.reset({ referenceId, password });
      onDone();
      return {};
    } catch (error) {
      const failure = callFailure(t, error);
      if (isReferenceInvalid(error)) {
        onReferenceInvalid(failure.text ?? t('gaia_tip_reset_reference_invalid'));
        return {};
      }
      passwordRef.current?.focus();
      return { error: failure.text };
    }
  }, {});

  const change = (field: keyof NewPasswordValues) => (value: string) => onChange({ ...values, [field]: value });
  const blur = (field: keyof NewPasswordValues) => () => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <Form onSubmit={submitInPlace(submit)} noValidate aria-labelledby="forgot-password-heading" aria-describedby={state.error ? 'forgot-password-error' : undefined}>
      <StepHeading key="password" id="forgot-password-heading" focus={focusHeading}>
        {passwordSet ? 'gaia_portal_forgot_password_heading' : 'gaia_portal_forgot_password_heading_not_set'}
      </StepHeading>
      <StepIntro>{t(passwordSet ? 'gaia_portal_forgot_password_intro' : 'gaia_portal_forgot_password_intro_not_set', { account })}</StepIntro>
      <Messages>
        <FormError id="forgot-password-error">{state.error}</FormError>
      </Messages>
      <PasswordField
        name="password"
        label="gaia_portal_forgot_new_password_label"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        normalise={normalisePassword}
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={touched.password ? errors.password : undefined}
        inputRef={passwordRef}
      />
      <PasswordRules id="forgot-password-rules" password={values.password} />
      <PasswordField
        name="confirm"
        label="gaia_portal_forgot_confirm_password_label"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        normalise={normalisePassword}
        value={values.confirm}
        onChange={change('confirm')}
        onBlur={blur('confirm')}
        error={touched.confirm ? errors.confirm : undefined}
      />
      <Actions>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          gaia_portal_forgot_back
        </Button>
        <Button type="submit" disabled={!valid} loading={pending}>
          gaia_portal_forgot_submit
        </Button>
      </Actions>
    </Form>
  );
}
