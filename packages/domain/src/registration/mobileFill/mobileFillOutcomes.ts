import { isApiError } from '../../kernel/http/ApiError';
import type { ApiEnvelope } from '../../kernel/http/envelope';
import { ResultCode } from '../../kernel/http/resultCodes';
import { codeCheckFailure, type CodeCheckFailure } from '../stepOne/codeCheck';
import { codeRequestOutcome, type CodeRequestOutcome } from '../stepOne/codeRequestOutcome';
import { MobileFillMessageKey } from './messageKeys';

/** The business code of an answer (an envelope, or the request layer's business error), if any. */
function answerCode(answer: unknown): string | undefined {
  const envelope = isApiError(answer) ? answer.envelope : (answer as Partial<ApiEnvelope<unknown>> | undefined);
  if (!envelope || typeof envelope !== 'object') return undefined;
  return envelope.resultCode && envelope.resultCode !== ResultCode.success ? envelope.resultCode : envelope.code;
}

/**
 * What the dialog does with the answer of the code request (POST /uc/reg/otp/send): sign-up's reading
 * (spec 02 §8), except that a number which already signs somebody in (40917002) is said on the
 * mobile field — here it is a typing mistake to correct, not the end of a sign-up.
 */
export function mobileFillSendOutcome(answer: unknown, product?: string): CodeRequestOutcome {
  if (answerCode(answer) === ResultCode.accountExists) return { kind: 'mobile', messageKey: MobileFillMessageKey.mobileRegistered };
  return codeRequestOutcome(answer, product);
}

/** What verifying the code or saving the number may end in: the mobile field, the code field, or the form. */
export type MobileFillSaveFailure = { kind: 'mobile'; messageKey: string } | CodeCheckFailure;

/**
 * Reads a failed verify or save: the number taken meanwhile (40917002) goes on the mobile; a wrong,
 * expired or used-up code on the code (tips_otp_invalid_or_expired, its digits cleared by the form);
 * anything else is the form's usual failure (formFailure).
 */
export function mobileFillSaveFailure(error: unknown): MobileFillSaveFailure {
  if (isApiError(error) && error.kind === 'business' && answerCode(error) === ResultCode.accountExists)
    return { kind: 'mobile', messageKey: MobileFillMessageKey.mobileRegistered };
  const failure = codeCheckFailure(error);
  return failure.kind === 'invalidCode' ? { kind: 'invalidCode', messageKey: MobileFillMessageKey.codeInvalid } : failure;
}
