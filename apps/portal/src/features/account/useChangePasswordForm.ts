import { useState, type FocusEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  toPasswordChangeRequest,
  validateChangePassword,
  type ChangePasswordInput,
  type PasswordChangeRequest,
} from '@gaia/domain';

type Field = keyof ChangePasswordInput;
const EMPTY: ChangePasswordInput = { oldPassword: '', password: '', confirmPassword: '' };
const UNTOUCHED: Record<Field, boolean> = {
  oldPassword: false,
  password: false,
  confirmPassword: false,
};

/**
 * The change-password form (F2.14): values validated with the domain rules as typed, each field's
 * message shown once it has been left (`onBlur` goes on the form) or after a submit attempt, submit
 * possible only when every field is valid, and `changePassword` (POST /ecare/password/modify; it
 * rejects with the message to show, see accountApi) with that message on failure.
 */
export function useChangePasswordForm(
  changePassword: (request: PasswordChangeRequest) => Promise<unknown>,
  onChanged: () => void,
) {
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const errors = validateChangePassword(values);
  const valid = Object.keys(errors).length === 0;
  const mutation = useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(toPasswordChangeRequest(input)),
    onSuccess: onChanged,
  });

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (mutation.isError) mutation.reset();
    },
    error: touched[name] ? errors[name] : undefined,
    disabled: mutation.isPending,
  });

  /**
   * A field's message shows once focus has left it — except when focus goes to Cancel or the close
   * button: the message would grow the centred dialog, move the button under the pointer and swallow
   * the click that was meant to close it.
   */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLElement).getAttribute('name');
    if (!name || !(name in UNTOUCHED)) return;
    const next = event.relatedTarget;
    const dismissing =
      next instanceof HTMLButtonElement &&
      !event.currentTarget.contains(next) &&
      next.getAttribute('form') !== event.currentTarget.id;
    if (!dismissing) setTouched((current) => ({ ...current, [name]: true }));
  };

  const submit = () => {
    if (!valid) {
      setTouched({ oldPassword: true, password: true, confirmPassword: true });
      return;
    }
    if (!mutation.isPending) mutation.mutate(values);
  };

  return {
    values,
    field,
    valid,
    submit,
    onBlur,
    pending: mutation.isPending,
    failure: mutation.isError ? failureMessage(mutation.error) : undefined,
  };
}

/** What a failed save shows: the message the call rejected with, else the generic server error. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'gaia_tip_server_error';
}
