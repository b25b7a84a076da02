import type { FormValues, OtpVerifyResult } from '@gaia/domain';
import { shownMessage } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { useCodeSend } from '../../forms/useCodeSend';
import { useRulesForm, type RulesFormOptions } from '../../forms/useRulesForm';
import { useResetFlow } from './useResetFlow';

interface VerifyFormOptions<V extends FormValues<V> & { otp: string }> extends Pick<RulesFormOptions<V>, 'defaultValues' | 'rules'> {
  /** The account field (a send error on the account goes there). */
  accountField: keyof V & string;
  /** Other fields a send error may name. */
  ownFields?: readonly (keyof V & string)[];
  /** The entries of a check, its account and the check call. */
  check: (values: V) => { key: string; account: string; call: () => Promise<OtpVerifyResult> };
}

/**
 * The code step of a reset (F1.11) for both flows: the entries as a form with the domain's rules, the
 * send button's notice and failures, and the check; a wrong code is cleared with its message on the
 * code field, other failures show above the form; a used reference brings the flow back here.
 */
export function useVerifyForm<V extends FormValues<V> & { otp: string }>({ defaultValues, rules, accountField, ownFields, check }: VerifyFormOptions<V>) {
  const t = useT();
  const otp = 'otp' as keyof V & string;
  const form = useRulesForm<V>({
    defaultValues,
    rules,
    // Another account: the notice of the last send is about another one.
    onValueChange: (name) => {
      if (name !== otp) code.setNotice(undefined);
    },
    submit: async (values) => {
      const { key, account, call } = check(values);
      const failure = await flow.verify(key, account, call);
      if (!failure) return;
      if (failure.clearOtp) form.clear(otp);
      const text = shownMessage(t, failure.text);
      if (failure.field) form.failField(otp, text);
      else form.setFormError(text);
      form.focus(otp);
    },
  });
  const code = useCodeSend(form, { accountField, ownFields: ownFields ?? [], focusOnFieldError: true, slot: 'submit' });
  const flow = useResetFlow({
    onRestart: (message) => {
      form.clear(otp);
      form.setFormError(message);
    },
  });
  return { form, code, flow };
}
