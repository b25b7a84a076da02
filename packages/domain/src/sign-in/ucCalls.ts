import {
  FACE_BOX,
  type CorporateLoginPayload,
  type FaceCompareData,
  type FaceComparePayload,
  type FaceCompareOutcome,
  type FaceLoginPayload,
  type IndividualCodePasswordLoginPayload,
  type UserExistingResult,
} from './model';
import type { LoginResult, PartyType } from './session';
import type { HttpClient } from '../kernel/http/createHttpClient';
import { sendOtpCode } from './otpCodeCalls';
import {
  normaliseCorporateId,
  type CorporateIdentityInput,
  type CorporateLoginInput,
  type LegacyLoginInput,
} from './rules';
import { defaultPasswordEncryptor, sendWithPassword, type PasswordOptions } from './passwordEncryptor';

/** Paths exactly as spec 01 §7 lists them. */
export const UcPath = {
  sendOtp: '/uc/login/send-otp',
  pwdLogin: '/uc/login/pwd-login',
  checkUserExisting: '/uc/login/check/user-existing',
  faceCompare: '/uc/sec/comparison/face',
  faceCompareCorporate: '/uc/sec/comparison/face/corporate',
  faceLogin: '/uc/login/face-login',
  logout: '/uc/logout',
} as const;

/** The face comparison body: the uploaded image path and the fixed face box (spec 01 §7, §9). */
export function toFaceComparePayload(charcFilePath: string): FaceComparePayload {
  return { charcFilePath, boxCoordinateList: FACE_BOX.map((point) => ({ ...point })) };
}

/** The /uc sign-in calls: corporate password-plus-code login, face login for both party types (F1.4, F1.5). */
export function createUcApi(http: HttpClient, options: PasswordOptions = {}) {
  const encrypt = options.encryptPassword ?? defaultPasswordEncryptor(http);
  return {
    /**
     * Sends the corporate sign-in code {loginAcct, extParam{representativeIdNbr}} (headers passed
     * separately). Resolves with every business answer so flows/signIn/sendCodeResult can decide
     * (already sent 40917001 …); rejects only for transport failures, 401, 593, 504.
     */
    sendOtp: (input: CorporateIdentityInput, headers?: Record<string, string>) =>
      sendOtpCode(http, {
        path: UcPath.sendOtp,
        data: {
          loginAcct: normaliseCorporateId(input.loginAcct),
          extParam: { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) },
        },
        headers,
      }),
    /** Corporate login {loginAcct, extParam{representativeIdNbr}, password (encrypted), otp} (spec 01 §3). */
    pwdLogin: (input: CorporateLoginInput) =>
      sendWithPassword(encrypt, async () => {
        const data: CorporateLoginPayload = {
          loginAcct: normaliseCorporateId(input.loginAcct),
          extParam: { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) },
          password: await encrypt(input.password),
          otp: input.otp,
        };
        return http.call<LoginResult>({ path: UcPath.pwdLogin, data, reportBusinessErrors: false });
      }),
    /**
     * The older individual variant (F1.9): the code for a registered individual's own account,
     * {loginAcct, extParam: {}} — no representative, so the code goes to the mobile or e-mail itself.
     */
    sendIndividualOtp: (account: string, headers?: Record<string, string>) =>
      sendOtpCode(http, {
        path: UcPath.sendOtp,
        data: { loginAcct: account.trim(), extParam: {} },
        headers,
      }),
    /** The older individual variant (F1.9): {loginAcct, extParam: {}, password (encrypted), otp} together. */
    legacyLogin: (input: LegacyLoginInput) =>
      sendWithPassword(encrypt, async () => {
        const data: IndividualCodePasswordLoginPayload = {
          loginAcct: input.account.trim(),
          extParam: {},
          password: await encrypt(input.password),
          otp: input.otp,
        };
        return http.call<LoginResult>({ path: UcPath.pwdLogin, data, reportBusinessErrors: false });
      }),
    /** Whether the account exists and has a face enrolled (step 3 of the face flow). */
    checkUserExisting: (input: {
      loginAcct: string;
      partyType: PartyType;
      representativeIdNbr?: string;
    }) =>
      http.call<UserExistingResult>({
        path: UcPath.checkUserExisting,
        data: {
          loginAcct:
            input.partyType === 'CORPORATE'
              ? normaliseCorporateId(input.loginAcct)
              : input.loginAcct.trim(),
          partyType: input.partyType,
          extParam: input.representativeIdNbr
            ? { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) }
            : {},
        },
      }),
    /**
     * Compares the captured face (uploaded at charcFilePath) for the party type. Resolves with the
     * code and data whatever the code, as the face flow decides on them (match, reason 9000 …).
     */
    compareFace: async (
      charcFilePath: string,
      partyType: PartyType,
    ): Promise<FaceCompareOutcome> => {
      const envelope = await http.envelope<FaceCompareData | null>({
        path: partyType === 'CORPORATE' ? UcPath.faceCompareCorporate : UcPath.faceCompare,
        data: toFaceComparePayload(charcFilePath),
      });
      return { code: envelope.code, data: envelope.data ?? null };
    },
    /** Face login {faceReferenceId, loginAcct, extParam{representativeIdNbr} for corporate}. */
    faceLogin: (input: {
      faceReferenceId: string;
      loginAcct: string;
      representativeIdNbr?: string;
    }) => {
      const data: FaceLoginPayload = input.representativeIdNbr
        ? {
            faceReferenceId: input.faceReferenceId,
            loginAcct: normaliseCorporateId(input.loginAcct),
            extParam: { representativeIdNbr: normaliseCorporateId(input.representativeIdNbr) },
          }
        : { faceReferenceId: input.faceReferenceId, loginAcct: input.loginAcct.trim() };
      return http.call<LoginResult>({ path: UcPath.faceLogin, data, reportBusinessErrors: false });
    },
    /** Sign-out posts an empty body (spec 02 §7). */
    logout: () => http.call<null>({ path: UcPath.logout }),
  };
}

export type UcApi = ReturnType<typeof createUcApi>;
