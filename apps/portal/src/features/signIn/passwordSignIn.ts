import type { PasswordLoginInput } from '@gaia/domain';
import { errorBehaviour, isApiError } from '@gaia/domain/api';
import { authApi } from '../../app/api';
import { rememberLogin } from '../../app/rememberedLogin';

/** Text shown for a failed login: the server's message when it sent one (F1.7), else our key. */
function failureMessage(error: unknown): string {
  if (!isApiError(error)) return 'gaia_tip_server_error';
  if (error.resultMsg) return error.resultMsg;
  const behaviour = errorBehaviour(error);
  return behaviour.kind === 'toast' ? (behaviour.message ?? behaviour.messageKey ?? 'gaia_tip_server_error') : 'gaia_tip_server_error';
}

/**
 * F1.2 the password sign-in call: encrypts and sends, keeps the session on success, and answers the
 * text to show on failure. Its own module, so the request layer and the encryption load when the
 * person starts typing, not with the first paint.
 */
export async function signInWithPassword(input: PasswordLoginInput): Promise<{ error?: string }> {
  try {
    const result = await authApi.pwdLogin(input);
    // The session module (and the query cache) loads only once there is a session to keep.
    (await import('../../app/session')).startSession(result);
    rememberLogin({ loginAcct: input.account.trim() });
    return {};
  } catch (error) {
    return { error: failureMessage(error) };
  }
}
