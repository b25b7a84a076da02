import { Button } from '@gaia/ui';
import { useRulesFormContext } from '../../../forms/useRulesForm';
import { Actions } from './StepOne.styles';

export interface FormActionsProps {
  /** The way back's label (a message key): Cancel or Back. */
  backLabel: string;
  onBack: () => void;
  /** The submit's label (a message key). */
  submitLabel: string;
}

/**
 * The buttons under a step-one form: the way back, then the submit — off until every rule of the
 * form passes, busy while its call runs.
 */
export function FormActions({ backLabel, onBack, submitLabel }: FormActionsProps) {
  const form = useRulesFormContext();
  return (
    <Actions>
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={!form.valid} loading={form.pending}>
        {submitLabel}
      </Button>
    </Actions>
  );
}
