import { useNavigate } from 'react-router';
import { individualStart, validatePasswordLogin, type PasswordLoginInput, type SignInDraft } from '@gaia/domain';
import { signInMemory } from '../../app/rememberedLogin';
import { useRulesForm } from '../../forms/useRulesForm';
import type { FieldFocusHandoff } from './fieldFocusHandoff';
import { IndividualAccountField, IndividualPasswordField } from './SignInFields';
import { SignInFormFrame } from './SignInFormFrame';

/**
 * The sign-in call and its rules load once the person starts on the form (or submits). When its code
 * cannot be fetched (offline), the submit answers the network message instead of failing the page.
 */
const loadSignIn = () =>
  import('./passwordSignIn').catch(() => ({
    signInWithPassword: async (_input: PasswordLoginInput) => ({ failure: { text: { messageKey: 'gaia_tip_network_error' } }, clearPassword: false }),
  }));

/**
 * F1.2 individual password mode. Fields normalise as typed (spaces removed, lengths capped); submit
 * stays disabled until both are valid. A refused sign-in shows the server's message and clears the
 * password (spec 01 §4, F1.7), with focus returned to it so the person can type again at once;
 * failures without a server answer (504, time-out, network, 401) keep both fields and are said by
 * the app-wide error catalogue alone. What is typed is kept in `draft` for the form that may
 * replace this one (the older three-field form, chosen by the configuration), and the field in use
 * in `focusHandoff`.
 */
export default function PasswordLoginForm({ draft, focusHandoff }: { draft?: SignInDraft; focusHandoff?: FieldFocusHandoff }) {
  const navigate = useNavigate();
  const form = useRulesForm<PasswordLoginInput>({
    defaultValues: () => individualStart(signInMemory, draft),
    rules: validatePasswordLogin,
    onValueChange: (name, value) => draft?.keep({ [name]: value }),
    submit: async (input) => {
      const outcome = await (await loadSignIn()).signInWithPassword(input);
      if ('signedIn' in outcome) {
        navigate(outcome.landing, { replace: true });
        return;
      }
      if (outcome.clearPassword) {
        form.clear('password');
        form.focus('password');
      }
      form.showFailure(outcome.failure);
    },
  });

  return (
    <SignInFormFrame form={form} errorId="signin-error" onFocus={() => void loadSignIn()} {...(focusHandoff ? { focusHandoff } : {})}>
      <IndividualAccountField />
      <IndividualPasswordField />
    </SignInFormFrame>
  );
}
