import type { ReactNode } from 'react';
import { Button, FormError, useT } from '@gaia/ui';
import { Form, Notice } from '../signIn/SignInPage.styles';
import { Messages, StepIntro } from './ForgotPasswordPage.styles';
import { StepHeading } from './resetSteps';

interface VerifyStepProps {
  /** The intro under the heading (a message key). */
  intro: string;
  /** The form's action: checks the code. */
  action: (formData: FormData) => void;
  pending: boolean;
  /** Whether every field is filled and error-free (spec 01 §4: submit disabled until then). */
  valid: boolean;
  /** A message above the form (server message, expired code …). */
  error?: string;
  /** The success notice of a code send (sent, or already sent). */
  notice?: string;
  focusHeading: boolean;
  /** The fields: the account(s) and the code row. */
  children: ReactNode;
}

/** Step 1 of a reset (F1.11): the frame both flows share around their fields. */
export function VerifyStep({ intro, action, pending, valid, error, notice, focusHeading, children }: VerifyStepProps) {
  const t = useT();
  return (
    <Form action={action} noValidate aria-labelledby="forgot-verify-heading" aria-describedby={error ? 'forgot-verify-error' : undefined}>
      <StepHeading key="verify" id="forgot-verify-heading" focus={focusHeading}>
        gaia_portal_forgot_verify_heading
      </StepHeading>
      <StepIntro>{t(intro)}</StepIntro>
      <Messages>
        <FormError id="forgot-verify-error">{error}</FormError>
        <Notice role="status">{notice}</Notice>
      </Messages>
      {children}
      <Button type="submit" fullWidth disabled={!valid} loading={pending}>
        gaia_portal_forgot_next
      </Button>
    </Form>
  );
}
