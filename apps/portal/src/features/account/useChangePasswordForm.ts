import type { FocusEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formFailure, toPasswordChangeRequest, validateChangePassword, type ChangePasswordInput, type PasswordChangeRequest } from '@gaia/domain';
import { useRulesForm } from '../../forms/useRulesForm';

const EMPTY: ChangePasswordInput = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * The change-password form (F2.14), a form like every other (ADR 0015): the domain's rules, each
 * field's message once it has been left, submit possible only when every rule passes, and
 * `changePassword` (POST /ecare/password/modify) with the domain's reading of a failure (the
 * server's message) above the form until the person types again. Fields are disabled while saving.
 */
export function useChangePasswordForm(changePassword: (request: PasswordChangeRequest) => Promise<unknown>, onChanged: () => void) {
  const mutation = useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(toPasswordChangeRequest(input)),
    onSuccess: onChanged,
  });
  const form = useRulesForm<ChangePasswordInput>({
    defaultValues: EMPTY,
    rules: validateChangePassword,
    disableWhilePending: true,
    onValueChange: () => form.setFormError(undefined),
    submit: async (values) => {
      try {
        await mutation.mutateAsync(values);
      } catch (error) {
        form.showFailure(formFailure(error));
      }
    },
  });

  /**
   * A field's message shows once focus has left it — except when focus goes to Cancel or the close
   * button: the message would grow the centred dialog, move the button under the pointer and swallow
   * the click that was meant to close it. (On the form's blur capture, before the field's own blur.)
   */
  const onBlurCapture = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    const dismissing = next instanceof HTMLButtonElement && !event.currentTarget.contains(next) && next.getAttribute('form') !== event.currentTarget.id;
    if (dismissing) form.skipNextTouch();
  };

  return { form, onBlurCapture };
}
