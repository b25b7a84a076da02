import type { FormEvent, ReactNode } from 'react';
import type { CorporateStep } from '@gaia/domain';
import { Button, FormError, useT } from '@gaia/ui';
import { Notice } from '../signIn/SignInPage.styles';
import { Messages, StepIntro } from '../forgot/ForgotPasswordPage.styles';
import { StepHeading } from '../forgot/resetSteps';
import { Form } from '../signIn/SignInPage.styles';
import { StepActions } from './CorporateSignUpPage.styles';

export interface StepFrameProps {
  /** The step: names its heading and error region, and gives the keys of its heading and intro. */
  id: CorporateStep;
  /** The intro's values (gaia_corporate_<step>_intro). */
  introValues?: Readonly<Record<string, string | number>>;
  /** Focus the heading (after a move between steps). */
  focusHeading: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The message above the fields (a failed call). */
  formError?: string;
  /** A success notice (the code was sent). */
  notice?: string;
  /** The main action's label. @default 'gaia_corporate_next' */
  submitLabel?: string;
  pending?: boolean;
  /** Back to the previous step; absent on the first. */
  onBack?: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame every corporate step shares (F2.11): its heading (focused when the step appears), intro,
 * alert and notice regions, its fields, then Back, Cancel and Next. Next stays enabled: a press with
 * a rule failing shows every message and moves focus to the first field in error.
 */
export function StepFrame({ id, introValues, focusHeading, onSubmit, formError, notice, submitLabel = 'gaia_corporate_next', pending = false, onBack, onCancel, children }: StepFrameProps) {
  const t = useT();
  const headingId = `corporate-${id}-heading`;
  const errorId = `corporate-${id}-error`;
  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={headingId} aria-describedby={formError ? errorId : undefined}>
      <StepHeading key={id} id={headingId} focus={focusHeading}>
        {`gaia_corporate_${id}_heading`}
      </StepHeading>
      <StepIntro>{t(`gaia_corporate_${id}_intro`, introValues)}</StepIntro>
      <Messages>
        <FormError id={errorId}>{formError}</FormError>
        <Notice role="status">{notice}</Notice>
      </Messages>
      {children}
      <StepActions>
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={pending}>
            gaia_corporate_back
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          gaia_corporate_cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </StepActions>
    </Form>
  );
}
