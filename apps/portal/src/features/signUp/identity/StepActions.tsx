import { Button } from '@gaia/ui';
import { Actions } from './identity.styles';

interface StepActionsProps {
  onBack: () => void;
  /** The step's call runs: Next is busy. */
  pending: boolean;
  /** Next's label (a message key): the last step names what it does. */
  nextLabel?: string;
}

/** Back and Next under an identity step's fields; Next submits the step's form. */
export function StepActions({ onBack, pending, nextLabel = 'gaia_signup_identity_next' }: StepActionsProps) {
  return (
    <Actions>
      <Button variant="secondary" onClick={onBack}>
        gaia_signup_identity_back
      </Button>
      <Button type="submit" loading={pending}>
        {nextLabel}
      </Button>
    </Actions>
  );
}
