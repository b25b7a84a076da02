import { useNavigate } from 'react-router';
import { loginFailure, type FormValues, type LoginFailureDecision, type LoginResult, type RememberedLogin, type SignInForm } from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import { useCodeSend } from '../../forms/useCodeSend';
import { useRulesForm, type RulesFormOptions } from '../../forms/useRulesForm';
import { applyLoginFailure } from './applyLoginFailure';
import { completeSignIn } from './completeSignIn';

export interface CodeSignInFormOptions<V extends FormValues<V>> extends Pick<RulesFormOptions<V>, 'defaultValues' | 'rules'> {
  /** Which sign-in form this is, for the domain's failure decision (F1.7). */
  mode: SignInForm;
  /** The form's account field: where an account failure is said, and what the code is sent to. */
  accountField: keyof V & string;
  /** Fields a code send leaves alone besides the account (their messages are the form's own). */
  ownFields?: readonly (keyof V & string)[];
  /** The sign-in call. */
  login: (input: V) => Promise<LoginResult>;
  /** What the browser remembers of a successful sign-in. */
  remembered: (input: V) => RememberedLogin;
  /** Told of each refused sign-in after the form has applied the decision (a reset of the send button …). */
  onRefused?: (decision: LoginFailureDecision, input: V) => void;
}

/**
 * The sign-in forms that take a one-time code (individual code, the older three-field form,
 * corporate): the form on the domain's rules, the send-code button, and the one submit — sign in,
 * remember and go home, or apply the domain's decision on a refusal (clear, field message, focus,
 * the message above the form).
 */
export function useCodeSignInForm<V extends FormValues<V>>({ defaultValues, rules, mode, accountField, ownFields, login, remembered, onRefused }: CodeSignInFormOptions<V>) {
  const { t } = useGaia();
  const navigate = useNavigate();
  const form = useRulesForm<V>({
    defaultValues,
    rules,
    submit: async (input) => {
      try {
        await completeSignIn(await login(input), remembered(input), navigate);
      } catch (error) {
        const decision = loginFailure(mode, error);
        applyLoginFailure(form, decision, t, { accountField, dismissNotice: () => code.setNotice(undefined) });
        onRefused?.(decision, input);
      }
    },
  });
  const code = useCodeSend(form, { accountField, ...(ownFields ? { ownFields } : {}), serverSeconds: true });
  return { form, code };
}
