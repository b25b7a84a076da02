import type { LoginAcctType, NeedCompleteResult } from '../sign-in/model';
import type { HttpClient } from '../kernel/http/createHttpClient';
import { sendOtpCode, verifyOtpCode } from '../sign-in/otpCodeCalls';

/** Paths exactly as spec 01 §7 lists them. */
export const RegistrationPath = {
  otpSend: '/uc/reg/otp/send',
  otpVerify: '/uc/reg/otp/verify',
  needComplete: '/ecare/gaia/register/individual/need-complete',
} as const;

/** The registration calls spec 01 relies on (F1.8; sign-up itself is spec 02). */
export function createRegistrationApi(http: HttpClient) {
  return {
    /** {loginAcct, loginAcctType}; resolves with every business answer (40917126, 40917001 …). */
    otpSend: (loginAcct: string, loginAcctType: LoginAcctType) =>
      sendOtpCode(http, {
        path: RegistrationPath.otpSend,
        data: { loginAcct: loginAcct.trim(), loginAcctType },
      }),
    /** {loginAcct, loginAcctType, otp} → data.referenceId. */
    otpVerify: (input: { loginAcct: string; loginAcctType: LoginAcctType; otp: string }) =>
      verifyOtpCode(http, {
        path: RegistrationPath.otpVerify,
        data: {
          loginAcct: input.loginAcct.trim(),
          loginAcctType: input.loginAcctType,
          otp: input.otp,
        },
      }),
    /** GET …/need-complete → data.completeFlag (F1.8). */
    needComplete: () =>
      http.call<NeedCompleteResult>({ method: 'GET', path: RegistrationPath.needComplete }),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
