import type { FormValues } from '@gaia/domain/kernel';
import { shownMessage, type LoginFailureDecision, type TranslateText } from '@gaia/domain';
import type { RulesForm } from '../../forms/useRulesForm';

/**
 * Applies the domain's decision after a refused sign-in (loginFailure, F1.7) to a form: clears what
 * it says, puts a field message where it says (`account` is the form's account field), moves focus,
 * and shows the message above the form. `dismissNotice` takes the code send's notice away.
 */
export function applyLoginFailure<V extends FormValues<V>>(
  form: RulesForm<V>,
  decision: LoginFailureDecision,
  t: TranslateText,
  { accountField, dismissNotice }: { accountField: keyof V & string; dismissNotice: () => void },
): void {
  const own = (name: string) => (name === 'account' ? accountField : (name as keyof V & string));
  if (decision.dismissNotice) dismissNotice();
  form.clear(...decision.clear.filter((name) => name in form.values).map(own));
  if (decision.fieldError) form.failField(own(decision.fieldError.field), shownMessage(t, decision.fieldError.text));
  if (decision.focus) form.focus(own(decision.focus));
  form.setFormError(shownMessage(t, decision.formError));
}
