import { isApiError } from '../kernel/http/ApiError';
import type { ShownText } from '../kernel/http/errorBehaviour';
import { ResultCode } from '../kernel/http/resultCodes';
import { formFailure } from '../kernel/forms/formFailure';

/** What a reset step shows after a failed code check or reset: a field error, a message above the form, or nothing. */
export interface ResetFailure {
  /** The field the message belongs to (only the code, today). */
  field?: 'otp';
  text?: ShownText;
  /** Clear the code (a wrong code: type it again). */
  clearOtp?: boolean;
}

/**
 * Reads a failed code check or reset (spec 01 §8, F1.11): a wrong code (40904106) puts the server's
 * message on the code field and clears it; an expired code (40917004) keeps every field and shows
 * the message above the form, as do the other server answers. Failures the app-wide catalogue
 * shows (504, time-out, network, 401, maintenance) and a cancelled request show nothing here.
 */
export function resetFailure(error: unknown): ResetFailure {
  const { text, field } = formFailure(error, { operation: 'login' });
  if (!text) return {};
  return field ? { field: 'otp', text, clearOtp: true } : { text };
}

/** The verified reference is missing, used or expired: the reset starts again from the code. */
export function isReferenceInvalid(error: unknown): boolean {
  return isApiError(error) && error.resultCode === ResultCode.resetReferenceInvalid;
}
