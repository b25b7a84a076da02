import { isApiError } from '../../kernel/http/ApiError';
import type { ApiEnvelope } from '../../kernel/http/envelope';
import { shownByCatalogue } from '../../kernel/http/errorBehaviour';
import { ResultCode, isOtpAlreadySent } from '../../kernel/http/resultCodes';
import { FormFailureKey } from '../../kernel/forms/formFailure';
import { enterProviderNumberKey, StepOneMessageKey } from './messageKeys';
import { StepOneResultCode } from './resultCodes';

/**
 * What step one does with the answer of the registration code request (spec 02 §4, §8; F2.1):
 * - sent: a code is on its way (or was already, less than the gap ago): the flow moves on;
 * - mobile: the message key the mobile field shows (40917126, 40917156, 40917157);
 * - oops: the oops dialog with the server's message (or a generic text), whose button returns to a
 *   cleared first step;
 * - shown: nothing more to show here, the request layer's catalogue already said it (network,
 *   time-out, 504, maintenance).
 */
export type CodeRequestOutcome =
  | { kind: 'sent'; alreadySent: boolean }
  | { kind: 'mobile'; messageKey: string }
  | { kind: 'oops'; message?: string; messageKey?: string }
  | { kind: 'shown' };

/** The answer's code on the mobile field, or undefined when it is not one of the three of §8. */
function mobileMessageKey(code: string, product: string | undefined): string | undefined {
  if (code === ResultCode.needOperatorNumber) return enterProviderNumberKey(product);
  if (code === StepOneResultCode.registerInvalidNumber) return StepOneMessageKey.registerInvalidNumber;
  if (code === StepOneResultCode.noCustomerForNumber) return StepOneMessageKey.noCustomerForNumber;
  return undefined;
}

/** Reads the code request's envelope, or the error the request layer threw (spec 02 §8). */
export function codeRequestOutcome(answer: ApiEnvelope<unknown> | unknown, product?: string): CodeRequestOutcome {
  if (isApiError(answer)) {
    if (answer.kind === 'business' && answer.envelope) return codeRequestOutcome(answer.envelope, product);
    if (shownByCatalogue(answer) || answer.kind === 'cancelled') return { kind: 'shown' };
    return { kind: 'oops', messageKey: FormFailureKey.server };
  }
  const envelope = answer as Partial<ApiEnvelope<unknown>> | undefined;
  if (!envelope || typeof envelope.code !== 'string') return { kind: 'oops', messageKey: FormFailureKey.server };
  const code = envelope.resultCode && envelope.resultCode !== ResultCode.success ? envelope.resultCode : envelope.code;
  if (isOtpAlreadySent(code)) return { kind: 'sent', alreadySent: true };
  if (code === ResultCode.success) return { kind: 'sent', alreadySent: false };
  const field = mobileMessageKey(code, product);
  if (field) return { kind: 'mobile', messageKey: field };
  return envelope.resultMsg ? { kind: 'oops', message: envelope.resultMsg } : { kind: 'oops', messageKey: FormFailureKey.server };
}
