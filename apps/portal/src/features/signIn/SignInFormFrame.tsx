import { useLayoutEffect, useRef, type FocusEventHandler, type ReactNode } from 'react';
import type { FormValues } from '@gaia/domain';
import { Button, FormError } from '@gaia/ui';
import { FormFields } from '../../forms/fields';
import type { RulesForm } from '../../forms/useRulesForm';
import type { FieldFocusHandoff } from './fieldFocusHandoff';
import { Form } from './SignInPage.styles';

interface SignInFormFrameProps<V extends FormValues<V>> {
  form: RulesForm<V>;
  /** The id of the message above the form, which describes the form while it shows. */
  errorId: string;
  /** Told when anything in the form takes focus (the password form loads its call then). */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  /** Keeps the person in the same field when this form replaces another or is replaced (F1.9). */
  focusHandoff?: FieldFocusHandoff;
  /** The form's own fields (and a code send's notice), between the message and the submit. */
  children: ReactNode;
}

/**
 * What every sign-in form has around its fields (spec 01 §4): the message above the form, and
 * "Sign in", enabled once every rule passes and busy while the call runs.
 */
export function SignInFormFrame<V extends FormValues<V>>({ form, errorId, onFocus, focusHandoff, children }: SignInFormFrameProps<V>) {
  const formElement = useRef<HTMLFormElement>(null);
  // Layout effects: the arriving form focuses before the browser paints, and the leaving form's
  // clean-up runs while its elements (and the focus in one of them) are still in the page.
  useLayoutEffect(() => {
    const element = formElement.current;
    if (!focusHandoff || !element) return undefined;
    focusHandoff.arrive(element);
    return () => focusHandoff.leave(element);
  }, [focusHandoff]);
  return (
    <Form ref={formElement} onSubmit={form.handleSubmit} noValidate aria-describedby={form.formError ? errorId : undefined} onFocus={onFocus}>
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
