import type { HttpClient } from '../../kernel/http/createHttpClient';
import { HeaderName } from '../../kernel/http/headers';
import { createRegistrationApi } from '../registrationCalls';
import { MobileFillPath, type MobileFillUpResult, type NeedMobileFillUpResult } from './model';

/**
 * The mobile fill-up calls (spec 02 §5, §7; docs/adr/0027): whether the signed-in user must give a
 * mobile, the registration code to that mobile (POST /uc/reg/otp/send, MOBILE) and its check
 * (POST /uc/reg/otp/verify → referenceId), and the save with the verified code's reference.
 */
export function createMobileFillApi(http: HttpClient) {
  const registration = createRegistrationApi(http);
  return {
    /** POST …/need-fillup-mobile → data.fillUpFlag (Y: ask for the mobile). */
    needMobileFillUp: () => http.call<NeedMobileFillUpResult>({ path: MobileFillPath.needFillUp, data: {} }),
    /** The registration code to the new mobile; resolves with every business answer (40917002 …). */
    sendCode: (mobile: string) => registration.otpSend(mobile, 'MOBILE'),
    /** Checks the code → data.referenceId; business answers reject for the dialog to place. */
    verifyCode: (mobile: string, otp: string) => registration.otpVerify({ loginAcct: mobile, loginAcctType: 'MOBILE', otp }),
    /**
     * POST …/fillup-mobile {mobile} with the verified code's reference in the Reference-Id header:
     * the number becomes the user's mobile. Business answers are the dialog's to show.
     */
    fillUpMobile: (mobile: string, referenceId: string) =>
      http.call<MobileFillUpResult>({
        path: MobileFillPath.fillUp,
        headers: { [HeaderName.referenceId]: referenceId },
        data: { mobile: mobile.trim() },
        reportBusinessErrors: false,
      }),
  };
}

export type MobileFillApi = ReturnType<typeof createMobileFillApi>;

export { MobileFillPath };
