import { loginFailure, type PasswordLoginInput } from '@gaia/domain';
import { authApi } from '../../app/api';
import { rememberLogin } from '../../app/rememberedLogin';

/**
 * What the form does after the call: `signedIn`, or the message it shows (the server's message when
 * it sent one, else our key; none when the app-wide catalogue says it: 504, time-out, network, 401,
 * 593) and whether the password is cleared — only after a refused sign-in (spec 01 §4, F1.7).
 */
export interface PasswordSignInOutcome {
  signedIn?: boolean;
  error?: string;
  clearPassword?: boolean;
}

/**
 * F1.2 the password sign-in call: encrypts and sends, keeps the session on success, and answers
 * the domain's decision on failure (flows/signIn loginFailure). Its own module, so the request layer
 * and the encryption load when the person starts typing, not with the first paint.
 */
export async function signInWithPassword(input: PasswordLoginInput): Promise<PasswordSignInOutcome> {
  try {
    const result = await authApi.pwdLogin(input);
    // The session module (and the query cache) loads only once there is a session to keep.
    (await import('../../app/session')).startSession(result);
    rememberLogin({ loginAcct: input.account.trim() });
    return { signedIn: true };
  } catch (error) {
    const decision = loginFailure('individualPassword', error);
    const text = decision.formError;
    return {
      error: text ? (text.message ?? text.messageKey ?? 'gaia_tip_server_error') : undefined,
      clearPassword: decision.clear.includes('password'),
    };
  }
}
