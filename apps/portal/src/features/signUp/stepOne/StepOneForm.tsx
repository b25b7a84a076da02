import type { ReactNode } from 'react';
import type { FormValues } from '@gaia/domain';
import { FormError } from '@gaia/ui';
import { FormFields } from '../../../forms/fields';
import type { RulesForm } from '../../../forms/useRulesForm';
import { StepForm } from './StepOne.styles';

interface StepOneFormProps<V extends FormValues<V>> {
  form: RulesForm<V>;
  /** The id of the message above the fields, which describes the form while it shows. */
  errorId: string;
  /** The form's fields and actions, below the message. */
  children: ReactNode;
  /** The dialogs the form opens (an existing account, a refused request), after its fields. */
  dialogs?: ReactNode;
}

/**
 * What each form of step one has around its fields (either first form, the code): the form element,
 * described by the message above the fields while there is one, and the fields bound to the form.
 */
export function StepOneForm<V extends FormValues<V>>({
  form,
  errorId,
  children,
  dialogs,
}: StepOneFormProps<V>) {
  return (
    <StepForm
      onSubmit={form.handleSubmit}
      noValidate
      aria-describedby={form.formError ? errorId : undefined}
    >
      <FormFields form={form}>
        <FormError id={errorId}>{form.formError}</FormError>
        {children}
      </FormFields>
      {dialogs}
    </StepForm>
  );
}
