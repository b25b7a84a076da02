import {
  canSendCode,
  codeCountdownKey,
  planCodeSend,
  signedInLogin,
  type CodeSendPlan,
  type FormValues,
  type OtpSendEnvelope,
} from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import type { RulesForm } from '../../forms/useRulesForm';
import type { CodeSendRowProps } from './CodeSendRow';
import { useCodeSignInForm, type CodeSignInFormOptions } from './useCodeSignInForm';

/** Where an individual's code goes once the account looks like a mobile number or an e-mail. */
export type PlannedCodeSend = Exclude<CodeSendPlan, { action: 'ignore' }>;

export interface IndividualCodeSignInFormOptions<
  V extends FormValues<V> & { account: string },
> extends Omit<CodeSignInFormOptions<V>, 'accountField' | 'remembered'> {
  /** Sends the code to the planned account (or answers `undefined` to send nothing). */
  sendCode: (plan: PlannedCodeSend, form: RulesForm<V>) => Promise<OtpSendEnvelope | undefined>;
}

/**
 * The individual sign-in forms that take a code (the code form, the older three-field form): the
 * `account` field is what the code goes to and what the browser remembers. The send button is
 * active only for a valid-looking account, keeps its countdown under that account, and sends
 * nothing for an account that is neither a mobile number nor an e-mail (F1.6).
 */
export function useIndividualCodeSignInForm<V extends FormValues<V> & { account: string }>({
  sendCode,
  ...options
}: IndividualCodeSignInFormOptions<V>) {
  const { config } = useGaia();
  const { form, code } = useCodeSignInForm<V>({
    ...options,
    accountField: 'account',
    remembered: (input) => signedInLogin(input.account),
  });
  const { account } = form.values;
  const sendRow: CodeSendRowProps = {
    storageKey: codeCountdownKey('login', { individual: account }),
    disabled: !canSendCode(account, config),
    onSend: () =>
      code.send(async () => {
        const plan = planCodeSend(account, config);
        return plan.action === 'ignore' ? undefined : sendCode(plan, form);
      }),
  };
  return { form, code, sendRow };
}
