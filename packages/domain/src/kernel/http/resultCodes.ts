/**
 * Result codes of the operator's envelope (spec 01 §8). Success is "200"; a data result of OK is 1.
 * Codes the documents leave unnamed (wrong credentials, malformed request, unknown user …) are ours,
 * recorded in docs/adr/0004-sandbox.md.
 */
export const ResultCode = {
  success: '200',
  serverError: '500',
  /** A code was sent to this account less than the gap ago (the /ecare layer). */
  otpAlreadySent: '40904118',
  /** A code was sent to this account less than the gap ago (the /uc layer). */
  ucOtpAlreadySent: '40917001',
  otpWrong: '40904106',
  otpExpired: '40917004',
  /** Sign-up send: the number is not one of the operator's (tip_enter_{product}_number). */
  needOperatorNumber: '40917126',
  /** Wrong account or password (not named by the documents). */
  badCredentials: '40904101',
  /** The account is not registered (tip_user_not_exist; not named by the documents). */
  userNotExist: '40904102',
  /** Neither a mobile number nor an e-mail address (tip_invalid_account; not named by the documents). */
  invalidAccount: '40904103',
  /** Sign-up send for an account that is already registered (not named by the documents). */
  accountExists: '40917002',
  /** Face login with a missing, used or expired comparison reference (not named by the documents). */
  faceReferenceInvalid: '40917010',
  /** Password reset with a missing, used or expired verification reference (not named by the documents). */
  resetReferenceInvalid: '40904120',
  /** The password field could not be decrypted with the configured key (not named by the documents). */
  passwordNotDecryptable: '40904121',
  /** Malformed request: body not JSON, field missing or invalid (not named by the documents). */
  badRequest: '40000001',
  /** No valid session (HTTP 401). */
  unauthorized: '401',
  /** System maintenance (HTTP 593). */
  maintenance: '593',
  /** Gateway timeout (HTTP 504). */
  gatewayTimeout: '504',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Both "code already sent" values (spec 01 §8): /ecare 40904118, /uc 40917001. */
export const OTP_ALREADY_SENT_CODES: readonly string[] = [
  ResultCode.otpAlreadySent,
  ResultCode.ucOtpAlreadySent,
];

export function isOtpAlreadySent(resultCode: string | undefined): boolean {
  return resultCode !== undefined && OTP_ALREADY_SENT_CODES.includes(resultCode);
}

/** "data result OK" of spec 01 §8. */
export const DATA_RESULT_OK = 1;
