import type { NavigateFunction } from 'react-router';
import { SignInRoute, type LoginResult, type RememberedLogin } from '@gaia/domain';
import { signInMemory } from '../../app/rememberedLogin';

/**
 * After a successful sign-in, whatever its mode: the session starts (its module, with the query
 * cache, loads only once there is a session to keep), the account is remembered (F1.12) and the
 * person lands on the signed-in home.
 */
export async function completeSignIn(result: LoginResult, login: RememberedLogin, navigate: NavigateFunction): Promise<void> {
  (await import('../../app/session')).startSession(result);
  signInMemory.remember(login);
  navigate(SignInRoute.home, { replace: true });
}
