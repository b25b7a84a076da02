import type { NavigateFunction } from 'react-router';
import { signInLanding, type LoginResult, type RememberedLogin } from '@gaia/domain';
import { signInMemory } from '../../app/rememberedLogin';

/**
 * After a successful sign-in, whatever its mode: the session starts (its module, with the query
 * cache, loads only once there is a session to keep), the account is remembered (F1.12) and the
 * person lands where /signIn's `redirect` asks when it stays on this site (a visitor asked to sign in
 * at a favourite or at checkout comes back to that page, ADR 0024), else on the signed-in home.
 * `search` is /signIn's query; the browser's address bar by default.
 */
export async function completeSignIn(
  result: LoginResult,
  login: RememberedLogin,
  navigate: NavigateFunction,
  search: string = window.location.search,
): Promise<void> {
  (await import('../../app/session')).startSession(result);
  signInMemory.remember(login);
  navigate(signInLanding(search), { replace: true });
}
