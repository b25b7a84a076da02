import type { FormValues } from '@gaia/domain';
import type { ReactNode } from 'react';
import { Button, FormError, useT } from '@gaia/ui';
import { FormFields } from '../../forms/fields';
import type { RulesForm } from '../../forms/useRulesForm';
import { Form, Notice } from '../signIn/SignInPage.styles';
import { Messages, StepIntro } from './ForgotPasswordPage.styles';
import { StepHeading } from './resetSteps';

interface VerifyStepProps<V extends FormValues<V>> {
  /** The intro under the heading (a message key). */
  intro: string;
  /** The step's form: its fields, the message above it, submit enabled once every rule passes. */
  form: RulesForm<V>;
  /** The success notice of a code send (sent, or already sent). */
  notice?: string;
  focusHeading: boolean;
  /** The fields: the account(s) and the code row. */
  children: ReactNode;
}

/** Step 1 of a reset (F1.11): the frame both flows share around their fields. */
export function VerifyStep<V extends FormValues<V>>({ intro, form, notice, focusHeading, children }: VerifyStepProps<V>) {
  const t = useT();
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-labelledby="forgot-verify-heading" aria-describedby={form.formError ? 'forgot-verify-error' : undefined}>
      <StepHeading key="verify" id="forgot-verify-heading" focus={focusHeading}>
        gaia_portal_forgot_verify_heading
      </StepHeading>
      <StepIntro>{t(intro)}</StepIntro>
      <Messages>
        <FormError id="forgot-verify-error">{form.formError}</FormError>
        <Notice role="status">{notice}</Notice>
      </Messages>
      <FormFields form={form}>{children}</FormFields>
      <Button type="submit" fullWidth disabled={!form.valid} loading={form.pending}>
        gaia_portal_forgot_next
      </Button>
    </Form>
  );
}
