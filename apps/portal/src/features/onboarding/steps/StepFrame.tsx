import type { ReactNode } from 'react';
import { Button, FormError } from '@gaia/ui';
import { Actions } from '../Onboarding.styles';

export interface StepFrameProps {
  children: ReactNode;
  /** Back to the previous step (entries kept); absent on the first step and after the order is placed. */
  onBack?: () => void;
  /** Next; when the step is not complete it shows `incompleteKey` instead of moving on. */
  onNext?: () => void;
  nextLabel?: string;
  nextLoading?: boolean;
  /** The message key shown above the actions (the step's incompleteness or a failure). */
  error?: string;
}

/** A step's content with its Back and Next actions and the message that stops Next. */
export function StepFrame({ children, onBack, onNext, nextLabel = 'gaia_onboarding_next', nextLoading = false, error }: StepFrameProps) {
  return (
    <>
      {children}
      <FormError>{error}</FormError>
      <Actions>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            gaia_onboarding_back
          </Button>
        ) : (
          <span />
        )}
        {onNext ? (
          <Button onClick={onNext} loading={nextLoading}>
            {nextLabel}
          </Button>
        ) : null}
      </Actions>
    </>
  );
}
