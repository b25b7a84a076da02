import type { FocusEventHandler, ReactNode } from 'react';
import type { FormValues } from '@gaia/domain';
import { Button, FormError } from '@gaia/ui';
import { FormFields } from '../../forms/fields';
import type { RulesForm } from '../../forms/useRulesForm';
import { Form } from './SignInPage.styles';

interface SignInFormFrameProps<V extends FormValues<V>> {
  form: RulesForm<V>;
  /** The id of the message above the form, which describes the form while it shows. */
  errorId: string;
  /** Told when anything in the form takes focus (the password form loads its call then). */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  /** The form's own fields (and a code send's notice), between the message and the submit. */
  children: ReactNode;
}

/**
 * What every sign-in form has around its fields (spec 01 §4): the message above the form, and
 * "Sign in", enabled once every rule passes and busy while the call runs.
 */
export function SignInFormFrame<V extends FormValues<V>>({ form, errorId, onFocus, children }: SignInFormFrameProps<V>) {
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-describedby={form.formError ? errorId : undefined} onFocus={onFocus}>
      <FormFields form={form}>
        <FormError id={errorId}>{form.formError}</FormError>
        {children}
        <Button type="submit" fullWidth disabled={!form.valid} loading={form.pending}>
          gaia_signin_submit
        </Button>
      </FormFields>
    </Form>
  );
}
