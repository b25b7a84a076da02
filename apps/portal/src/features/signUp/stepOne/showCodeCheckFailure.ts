import { codeCheckFailure, type FormValues, type TranslateText } from '@gaia/domain';
import type { RulesForm } from '../../../forms/useRulesForm';

/**
 * A refused check of a registration code (spec 02 §8): a wrong or expired code has its digits
 * cleared, the message on the code and focus back on it; any other failure is shown as the domain
 * maps it, on one of `fields` when it names one.
 */
export function showCodeCheckFailure<V extends FormValues<V> & { otp: string }>(
  form: RulesForm<V>,
  t: TranslateText,
  error: unknown,
  fields: Parameters<RulesForm<V>['showFailure']>[1],
): void {
  const failure = codeCheckFailure(error);
  if (failure.kind === 'invalidCode') {
    form.clear('otp');
    form.failField('otp', t(failure.messageKey));
    form.focus('otp');
  } else form.showFailure(failure.failure, fields);
}
