import type { ApiEnvelope } from '../kernel/http/envelope';
import type { PartyType } from './session';
import { isCodeOf } from '../kernel/rules/codeTable';

/** One-time-code business types (spec 01 §5). */
export const OtpBusinessType = {
  login: 'LOGIN',
  resetPassword: 'RESET_PASSWORD',
  register: 'REGISTER',
} as const;
export type OtpBusinessTypeValue = (typeof OtpBusinessType)[keyof typeof OtpBusinessType];

export function isOtpBusinessType(value: unknown): value is OtpBusinessTypeValue {
  return isCodeOf(OtpBusinessType, value);
}

/** The kind of account a code is sent to (spec 02: /uc/reg/otp/send loginAcctType). */
export type LoginAcctType = 'MOBILE' | 'EMAIL';

/** Corporate sign-in needs the representative ID number next to the account (spec 01 §6). */
export interface CorporateExtParam {
  representativeIdNbr: string;
}

/** /uc/login/pwd-login (spec 01 §3): the password is encrypted by the client (F0.8). */
export interface CorporateLoginPayload {
  loginAcct: string;
  extParam: CorporateExtParam;
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
  password: string;
  otp: string;
}

/** /uc/login/pwd-login of the older individual variant (F1.9): no representative, all three fields. */
export interface IndividualCodePasswordLoginPayload {
  loginAcct: string;
  extParam: Record<string, never>;
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
  password: string;
  otp: string;
}

/** /ecare/user/pwdLogin: the account trimmed, the password encrypted (spec 01 §3, F0.8). */
export interface IndividualPasswordLoginPayload {
  account: string;
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
  password: string;
}

/** /ecare/user/otpLogin (spec 01 §3). */
export interface CodeLoginPayload {
  account: string;
  otp: string;
}

/** /uc/login/send-otp (spec 01 §7). */
export interface UcSendOtpPayload {
  loginAcct: string;
  extParam?: Partial<CorporateExtParam>;
}

/** /uc/login/check/user-existing (spec 01 §7). */
export interface UserExistingPayload {
  loginAcct: string;
  partyType: PartyType;
  extParam?: Partial<CorporateExtParam>;
}

/** Answer of the user-existing check (spec 01 §3). */
export interface UserExistingResult {
  exists: boolean;
  faceAvailable: boolean;
}

export interface Point {
  x: number;
  y: number;
}

/** The face box of spec 01 §9: (305,0)-(980,720). */
export const FACE_BOX: readonly [Point, Point] = Object.freeze([
  Object.freeze({ x: 305, y: 0 }),
  Object.freeze({ x: 980, y: 720 }),
]) as readonly [Point, Point];

/** /uc/sec/comparison/face and /face/corporate (spec 01 §7). */
export interface FaceComparePayload {
  charcFilePath: string;
  boxCoordinateList: Point[];
}

/** Reason codes of a face comparison: 9000 means no face was captured (spec 01 §9). */
export const FaceReasonCode = {
  notCaptured: '9000',
  notMatched: '9001',
} as const;

/** data of a face comparison (spec 01 §3). */
export interface FaceCompareData {
  match: boolean;
  referenceId?: string;
  reasonCode?: string;
}

/** What the face flow receives from a comparison: the envelope code and its data. */
export interface FaceCompareOutcome {
  code: string;
  data?: FaceCompareData | null;
}

/** /uc/login/face-login (spec 01 §3). */
export interface FaceLoginPayload {
  faceReferenceId: string;
  loginAcct: string;
  extParam?: CorporateExtParam;
}

/** data of a one-time-code send (spec 01 §3). */
export interface OtpSendData {
  /** Where the code went (a mobile number or e-mail address); the client masks it. */
  otpReceivingMedium?: string;
  /** Seconds before another code may be asked for (ours; the countdown uses it when present). */
  waitSeconds?: number;
}

/** The whole answer of a send: the envelope plus the top-level flag (spec 01 §3). */
export type OtpSendEnvelope = ApiEnvelope<OtpSendData | null> & { flag?: string };

/** A verified code yields a reference the next step presents (password reset, registration). */
export interface OtpVerifyResult {
  referenceId: string;
}

/** Answers of /ecare/user/mobileRegistered and /emailRegistered. */
export interface RegisteredResult {
  registered: boolean;
}

/** GET /ecare/gaia/register/individual/need-complete (spec 01 §7). */
export interface NeedCompleteResult {
  completeFlag: 'Y' | 'N';
}

/** /ecare/password/ifSetting: whether the account has a password (ours: the documents do not show it). */
export interface PasswordSettingResult {
  passwordSet: boolean;
}
