import type { FormRules, FormValues } from '@gaia/domain/kernel';
import { useRulesForm, type RulesForm } from '../../../forms/useRulesForm';
import { useAfterSaleSubmit, type AfterSaleAnswer } from './useAfterSaleSubmit';

/** An after-sale request's form and the sending of the request (see AfterSaleRequestForm). */
export interface AfterSaleForm<V extends FormValues<V>> {
  form: RulesForm<V>;
  /** The request's sending and its created order (the confirmation shows it). */
  request: ReturnType<typeof useAfterSaleSubmit>;
}

export interface AfterSaleFormOptions<V extends FormValues<V>> {
  defaultValues: V;
  /** The domain's rules of the request's fields. */
  rules: FormRules<V>;
  /** The request's call with the form's values. */
  call: (values: V) => Promise<AfterSaleAnswer>;
}

/**
 * F4.5: the form of an after-sale request, whose submit sends the request: a refusal or a failed
 * call shows its text above the form, which keeps what was entered (see useAfterSaleSubmit).
 */
export function useAfterSaleForm<V extends FormValues<V>>({ defaultValues, rules, call }: AfterSaleFormOptions<V>): AfterSaleForm<V> {
  const request = useAfterSaleSubmit();
  const form = useRulesForm({
    defaultValues,
    rules,
    submit: async (values) => {
      form.setFormError(await request.send(() => call(values)));
    },
  });
  return { form, request };
}
