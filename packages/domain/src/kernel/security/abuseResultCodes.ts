/**
 * Result codes of the operator backend's abuse limits (docs/adr/0008-sandbox-abuse-limits.md). The
 * documents name none of these; each answer carries a translated resultMsg the portal shows.
 */
export const SecurityResultCode = {
  /** A one-time code was invalidated after 5 wrong tries: ask for a new one. */
  otpAttemptsExceeded: '40904122',
  /** Password sign-in of this account is locked for a while after repeated failures. */
  signInLocked: '40904123',
  /** The password ciphertext was seen before or is out of its time window (a replay). */
  passwordReplayed: '40904124',
  /** A control route was called from another origin (HTTP 403). */
  forbidden: '403',
  /** The request body is over its limit (HTTP 413). */
  payloadTooLarge: '413',
  /** A control route was called without a JSON body type (HTTP 415). */
  unsupportedMediaType: '415',
} as const;

export type SecurityResultCodeValue = (typeof SecurityResultCode)[keyof typeof SecurityResultCode];
