import { isApiError } from '../../kernel/http/ApiError';
import { ResultCode } from '../../kernel/http/resultCodes';
import { formFailure, type FormFailure } from '../../kernel/forms/formFailure';
import { SignUpSubmitMessageKey } from './passwordStep';

/** What the submit step does with a refused register or upgrade (spec 02 §4, §8). */
export type SubmitFailure =
  /** The verified code expired or was used: the code field shows gaia_tip_incorrect_otp; the flow stays. */
  | { kind: 'codeExpired'; messageKey: string }
  /** The account exists already (someone registered it meanwhile). */
  | { kind: 'accountExists'; failure: FormFailure }
  /** Anything else: the message above the form; nothing typed is lost. */
  | { kind: 'other'; failure: FormFailure };

/**
 * Classifies a refused submit. The OTP-expired answer (40917004) — the verified reference is no
 * longer valid — keeps the person on the step with a code field to enter a new code.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (isApiError(error) && error.kind === 'business') {
    if (error.resultCode === ResultCode.otpExpired) return { kind: 'codeExpired', messageKey: SignUpSubmitMessageKey.incorrectOtp };
    if (error.resultCode === ResultCode.accountExists) return { kind: 'accountExists', failure: formFailure(error) };
  }
  return { kind: 'other', failure: formFailure(error) };
}
