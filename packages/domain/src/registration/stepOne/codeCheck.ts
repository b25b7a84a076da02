import { isApiError } from '../../kernel/http/ApiError';
import { ResultCode } from '../../kernel/http/resultCodes';
import { formFailure, type FormFailure } from '../../kernel/forms/formFailure';
import { StepOneMessageKey } from './messageKeys';

/**
 * What the code step does when verifying fails (spec 02 §8): a wrong or expired code says
 * tips_otp_invalid_or_expired on the code and clears the digits; anything else is the form's usual
 * failure (the server's message above the form, or nothing when the catalogue said it).
 */
export type CodeCheckFailure = { kind: 'invalidCode'; messageKey: string } | { kind: 'failed'; failure: FormFailure };

/** The verify call's answer codes that mean "this code will not do" (wrong, expired, used up). */
const INVALID_CODE_ANSWERS: readonly string[] = [ResultCode.otpWrong, ResultCode.otpExpired];

export function codeCheckFailure(error: unknown): CodeCheckFailure {
  if (isApiError(error) && error.kind === 'business') {
    const code = error.envelope?.resultCode ?? error.envelope?.code;
    if (code !== undefined && INVALID_CODE_ANSWERS.includes(code))
      return { kind: 'invalidCode', messageKey: StepOneMessageKey.otpInvalidOrExpired };
  }
  return { kind: 'failed', failure: formFailure(error) };
}

/** The session-storage key of the registration code's countdown, one per account (spec 02 §4). */
export function registrationCountdownKey(account: string): string {
  return `otp_register_${account.trim().toLowerCase()}`;
}
