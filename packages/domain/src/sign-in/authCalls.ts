import type {
  CodeLoginPayload,
  IndividualPasswordLoginPayload,
  RegisteredResult,
} from './model';
import type { LoginResult, SessionUser } from './session';
import type { HttpClient } from '../kernel/http/createHttpClient';
import {
  toCodeLoginPayload,
  toPasswordLoginPayload,
  type CodeLoginInput,
  type PasswordLoginInput,
} from './rules';
import { defaultPasswordEncryptor, sendWithPassword, type PasswordOptions } from './passwordEncryptor';

/** Paths exactly as spec 01 §7 lists them. */
export const AuthPath = {
  pwdLogin: '/ecare/user/pwdLogin',
  otpLogin: '/ecare/user/otpLogin',
  logout: '/ecare/user/logout',
  profile: '/ecare/user/profile',
  currentInfo: '/ecare/user/currentInfo',
  mobileRegistered: '/ecare/user/mobileRegistered',
  emailRegistered: '/ecare/user/emailRegistered',
} as const;

/** The profile of the signed-in user (not shown by the documents: the session user plus contacts). */
export interface UserProfile extends SessionUser {
  mobile?: string;
  email?: string;
}

/** The auth calls of the ecare layer (F1.2, F1.3, F1.6, F1.12). */
export function createAuthApi(http: HttpClient, options: PasswordOptions = {}) {
  const encrypt = options.encryptPassword ?? defaultPasswordEncryptor(http);
  return {
    /**
     * Individual password login: the account trimmed, the password encrypted (F0.8) — the payload
     * is {account, password: base64 RSA-OAEP ciphertext}. The form shows the server message itself
     * and clears the password (F1.7), so business errors are not toasted. A ciphertext the server
     * cannot decrypt (a rotated key) is sent again once with the key fetched anew.
     */
    pwdLogin: async (input: PasswordLoginInput) => {
      const fields = toPasswordLoginPayload(input);
      return sendWithPassword(encrypt, async () => {
        const data: IndividualPasswordLoginPayload = {
          account: fields.account,
          password: await encrypt(fields.password),
        };
        return http.call<LoginResult>({ path: AuthPath.pwdLogin, data, reportBusinessErrors: false });
      });
    },
    /** Individual code login {account, otp} (F1.3). */
    otpLogin: (input: CodeLoginInput) => {
      const data: CodeLoginPayload = toCodeLoginPayload(input);
      return http.call<LoginResult>({ path: AuthPath.otpLogin, data, reportBusinessErrors: false });
    },
    /** Sign-out posts an empty body (spec 02 §7). */
    logout: () => http.call<null>({ path: AuthPath.logout }),
    profile: () => http.call<UserProfile>({ path: AuthPath.profile, data: {} }),
    currentInfo: () => http.call<SessionUser>({ path: AuthPath.currentInfo }),
    /** Whether a mobile number is registered (F1.6); the form shows the "not registered" field error. */
    mobileRegistered: (mobile: string) =>
      http.call<RegisteredResult>({
        path: AuthPath.mobileRegistered,
        data: { mobile: mobile.trim() },
      }),
    emailRegistered: (email: string) =>
      http.call<RegisteredResult>({
        path: AuthPath.emailRegistered,
        data: { email: email.trim() },
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
