import type { LoginResult, SessionUser } from '../model/session';
import type { HttpClient } from '../http/createHttpClient';
import { toPasswordLoginPayload, type PasswordLoginInput } from '../validation/signIn';

/** Paths exactly as spec 01 §7 lists them. */
export const AuthPath = {
  pwdLogin: '/ecare/user/pwdLogin',
  otpLogin: '/ecare/user/otpLogin',
  logout: '/ecare/user/logout',
  currentInfo: '/ecare/user/currentInfo',
} as const;

/** The auth calls of the ecare layer (F1.2, F1.12). */
export function createAuthApi(http: HttpClient) {
  return {
    /** Individual password login; the account is trimmed when sent. The form shows the server
     *  message itself and clears the password (F1.7), so business errors are not toasted. */
    pwdLogin: (input: PasswordLoginInput) =>
      http.call<LoginResult>({ path: AuthPath.pwdLogin, data: toPasswordLoginPayload(input), reportBusinessErrors: false }),
    currentInfo: () => http.call<SessionUser>({ path: AuthPath.currentInfo }),
    logout: () => http.call<null>({ path: AuthPath.logout, data: {} }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
