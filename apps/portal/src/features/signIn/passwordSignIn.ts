import { formFailure, loginFailure, signedInLogin, signInLanding, type FormFailure, type PasswordLoginInput } from '@gaia/domain';
import { authApi } from '../../app/api';
import { signInMemory } from '../../app/rememberedLogin';

/**
 * What the form does after the call: `signedIn`, or the failure it shows (the domain's one mapping;
 * nothing when the app-wide catalogue says it: 504, time-out, network, 401, 593) and whether the
 * password is cleared — only after a refused sign-in (spec 01 §4, F1.7).
 */
export type PasswordSignInOutcome = { signedIn: true; landing: string } | { failure: FormFailure; clearPassword: boolean };

/**
 * F1.2 the password sign-in call: encrypts and sends, keeps the session on success, and answers
 * the domain's decision on failure (loginFailure). Its own module, so the request layer and the
 * encryption load when the person starts typing, not with the first paint.
 */
export async function signInWithPassword(input: PasswordLoginInput): Promise<PasswordSignInOutcome> {
  try {
    const result = await authApi.pwdLogin(input);
    // The session module (and the query cache) loads only once there is a session to keep.
    (await import('../../app/session')).startSession(result);
    signInMemory.remember(signedInLogin(input.account));
    // Back where sign-in was asked for (a same-origin ?redirect=), else the home.
    return { signedIn: true, landing: signInLanding(window.location.search) };
  } catch (error) {
    return { failure: formFailure(error, { operation: 'login' }), clearPassword: loginFailure('individualPassword', error).clear.includes('password') };
  }
}
