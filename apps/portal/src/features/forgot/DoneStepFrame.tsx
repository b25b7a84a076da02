import type { ReactNode } from 'react';
import { useT } from '@gaia/ui';
import { DoneSection, DoneText } from './ForgotPasswordPage.styles';
import { StepHeading } from './resetSteps';

export interface DoneStepFrameProps {
  /** The heading's id, which also names the section. */
  headingId: string;
  /** The heading (a message key). */
  heading: string;
  /** What is now done, under the heading (a message key). */
  text: string;
  /** Whether the heading takes focus (it does after a move between steps). */
  focusHeading: boolean;
  /** What follows the text: the account made, the way on to sign in. */
  children: ReactNode;
}

/**
 * The last step of a flow that ends with a sign-in (a password reset, a company's sign-up): its
 * heading, the sentence that says what is done, then the step's own content.
 */
export function DoneStepFrame({ headingId, heading, text, focusHeading, children }: DoneStepFrameProps) {
  const t = useT();
  return (
    <DoneSection aria-labelledby={headingId}>
      <StepHeading key="done" id={headingId} focus={focusHeading}>
        {heading}
      </StepHeading>
      <DoneText>{t(text)}</DoneText>
      {children}
    </DoneSection>
  );
}
