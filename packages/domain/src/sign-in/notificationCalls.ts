import type { OtpBusinessTypeValue } from './model';
import type { HttpClient } from '../kernel/http/createHttpClient';
import { sendOtpCode, verifyOtpCode } from './otpCodeCalls';

/** Paths exactly as spec 01 §7 lists them. */
export const NotificationPath = {
  sendOtp: '/ecare/notification/sendOtp',
  sendEmailOtp: '/ecare/notification/sendEmailOtp',
  verifyOtp: '/ecare/notification/verifyOtp',
} as const;

/**
 * One-time codes of the ecare layer (F1.3, F1.6, F1.11). The sends resolve with every business
 * answer (sendCodeResult decides: already sent 40904118, masked medium …).
 */
export function createNotificationApi(http: HttpClient) {
  return {
    /** SMS code {mobile, businessType} (the payload is not shown by the documents: ours). */
    sendOtp: (mobile: string, businessType: OtpBusinessTypeValue) =>
      sendOtpCode(http, {
        path: NotificationPath.sendOtp,
        data: { mobile: mobile.trim(), businessType },
      }),
    /** E-mail code {email, businessType} (spec 01 §7). */
    sendEmailOtp: (email: string, businessType: OtpBusinessTypeValue) =>
      sendOtpCode(http, {
        path: NotificationPath.sendEmailOtp,
        data: { email: email.trim(), businessType },
      }),
    /** Checks a code {account, otp, businessType} and answers a reference for the next step (ours). */
    verifyOtp: (input: { account: string; otp: string; businessType: OtpBusinessTypeValue }) =>
      verifyOtpCode(http, {
        path: NotificationPath.verifyOtp,
        data: { account: input.account.trim(), otp: input.otp, businessType: input.businessType },
      }),
  };
}

export type NotificationApi = ReturnType<typeof createNotificationApi>;
