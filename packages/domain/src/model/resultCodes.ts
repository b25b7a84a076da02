/**
 * Result codes of the operator's envelope (spec 01 §8). Success is "200"; a data result of OK is 1.
 * Codes the documents leave unnamed (wrong credentials, malformed request) are ours, recorded in
 * docs/adr/0004-sandbox.md.
 */
export const ResultCode = {
  success: '200',
  serverError: '500',
  otpAlreadySent: '40904118',
  ucOtpAlreadySent: '40917001',
  otpWrong: '40904106',
  otpExpired: '40917004',
  needOperatorNumber: '40917126',
  /** Wrong account or password (not named by the documents). */
  badCredentials: '40904101',
  /** Malformed request: body not JSON, field missing or invalid (not named by the documents). */
  badRequest: '40000001',
  /** No valid session (HTTP 401). */
  unauthorized: '401',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** "data result OK" of spec 01 §8. */
export const DATA_RESULT_OK = 1;
