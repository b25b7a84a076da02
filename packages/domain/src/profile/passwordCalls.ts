import type { PasswordSettingResult } from '../sign-in/model';
import type { HttpClient } from '../kernel/http/createHttpClient';
import { sendOtpCode, verifyOtpCode } from '../sign-in/otpCodeCalls';
import { normaliseCorporateId, type CorporateIdentityInput } from '../sign-in/rules';
import type { PasswordChangeRequest } from './changePassword';
import { defaultPasswordEncryptor, sendWithPassword, type PasswordOptions } from '../sign-in/passwordEncryptor';

/** Paths exactly as spec 01 §7 lists them. */
export const PasswordPath = {
  reset: '/ecare/password/reset',
  resetOtpVerify: '/ecare/password/reset/otpVerify',
  corporateOtpSend: '/ecare/gaia/user/corPwdReset/otp/send',
  corporateOtpVerify: '/ecare/gaia/password/reset/cor/otpVerify',
  ifSetting: '/ecare/password/ifSetting',
  /** Change password of the signed-in user (spec 02 §7). */
  modify: '/ecare/password/modify',
} as const;

/**
 * Password reset for individuals and corporates (F1.11). The documents do not show the payloads;
 * ours (docs/adr/0006-sign-in-calls-and-password-encryption.md):
 * 1. individual: the code is sent with /ecare/notification/sendOtp or sendEmailOtp (RESET_PASSWORD);
 *    corporate: corPwdReset/otp/send {loginAcct, extParam{representativeIdNbr}};
 * 2. reset/otpVerify {account, otp} or cor/otpVerify {loginAcct, extParam, otp} → {referenceId};
 * 3. reset {referenceId, password (encrypted)}.
 */
export function createPasswordApi(http: HttpClient, options: PasswordOptions = {}) {
  const encrypt = options.encryptPassword ?? defaultPasswordEncryptor(http);
  const corporate = (input: CorporateIdentityInput) => ({
    loginAcct: normaliseCorporateId(input.loginAcct),
    extParam: { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) },
  });
  return {
    resetOtpVerify: (input: { account: string; otp: string }) =>
      verifyOtpCode(http, {
        path: PasswordPath.resetOtpVerify,
        data: { account: input.account.trim(), otp: input.otp },
      }),
    corporateOtpSend: (input: CorporateIdentityInput) =>
      sendOtpCode(http, {
        path: PasswordPath.corporateOtpSend,
        data: corporate(input),
      }),
    corporateOtpVerify: (input: CorporateIdentityInput & { otp: string }) =>
      verifyOtpCode(http, {
        path: PasswordPath.corporateOtpVerify,
        data: { ...corporate(input), otp: input.otp },
      }),
    /** Sets the new password with the verified reference; the password is encrypted (F0.8). */
    reset: (input: { referenceId: string; password: string }) =>
      sendWithPassword(encrypt, async () =>
        http.call<null>({
          path: PasswordPath.reset,
          data: { referenceId: input.referenceId, password: await encrypt(input.password) },
          reportBusinessErrors: false,
        }),
      ),
    /** Whether the account (or, without one, the signed-in user) has a password set. */
    ifSetting: (account?: string) =>
      http.call<PasswordSettingResult>({
        path: PasswordPath.ifSetting,
        data: account ? { account: account.trim() } : {},
      }),
    /**
     * F2.14: changes the signed-in user's password — {oldPassword, password}, both encrypted (F0.8).
     * The modal shows the server's message itself (wrong old password …), so business errors are
     * not reported to the app-wide listeners; 401, 593, 504 and network failures still are.
     */
    modify: (input: PasswordChangeRequest) =>
      sendWithPassword(encrypt, async () => {
        const [oldPassword, password] = await Promise.all([
          encrypt(input.oldPassword),
          encrypt(input.password),
        ]);
        return http.call<null>({
          path: PasswordPath.modify,
          data: { oldPassword, password },
          reportBusinessErrors: false,
        });
      }),
  };
}

export type PasswordApi = ReturnType<typeof createPasswordApi>;
