import { defaultPortalConfig, type MaskRule } from '../kernel/config/portalConfig';
import type { OtpSendEnvelope } from './model';
import { ResultCode, isOtpAlreadySent } from '../kernel/http/resultCodes';
import { ApiError, isApiError } from '../kernel/http/ApiError';
import {
  errorBehaviour,
  shownByCatalogue,
  shownTextOf,
  type ErrorBehaviour,
  type ErrorField,
  type NoticeTone,
  type ShownText,
} from '../kernel/http/errorBehaviour';
import { maskText } from '../kernel/format/mask';

export interface Notice extends ShownText {
  tone: NoticeTone;
}

export const SendCodeMessageKey = {
  willSendTo: 'gaia_tip_otp_will_send_to',
  sent: 'gaia_action_get_otp_success',
} as const;

/**
 * What the form does after asking for a code (spec 01 §4, §8; F1.6):
 * - sent: a success notice — "will be sent to" the medium masked by the configured rule (3 leading,
 *   3 trailing, 4 stars by default), or the plain success text — and the countdown starts;
 * - alreadySent: the server's message as a success notice, nothing new sent, the countdown runs;
 * - failed: the error behaviour (500 as an error toast, 40917126 and other send errors on the
 *   account field, maintenance, 401 …). What the form itself shows is `fieldError` or `formError`:
 *   a business answer goes on the account field or above the form; a failure the app-wide catalogue
 *   already shows (504, time-out, network, 593, 401) gives neither, so it is said once.
 */
export type SendCodeDecision =
  | { kind: 'sent'; notice: Notice; countdownSeconds: number | undefined }
  | { kind: 'alreadySent'; notice: Notice; countdownSeconds: number | undefined }
  | {
      kind: 'failed';
      behaviour: ErrorBehaviour;
      fieldError?: { field: ErrorField; text: ShownText };
      formError?: ShownText;
    };

/**
 * Seconds the countdown should run after this answer, when the server decides (spec 01 §4: an
 * already-sent code leaves only the rest of its gap, data.waitSeconds). Undefined: the configured
 * length (a new code) or no countdown at all (a failure).
 */
export function serverSecondsLeft(decision: SendCodeDecision): number | undefined {
  return decision.kind === 'alreadySent' ? decision.countdownSeconds : undefined;
}

function failed(behaviour: ErrorBehaviour, error?: ApiError): SendCodeDecision {
  if (error && shownByCatalogue(error)) return { kind: 'failed', behaviour };
  if (behaviour.kind === 'field')
    return {
      kind: 'failed',
      behaviour,
      fieldError: { field: behaviour.field, text: shownTextOf(behaviour) },
    };
  if (behaviour.kind === 'toast')
    return { kind: 'failed', behaviour, formError: shownTextOf(behaviour) };
  return { kind: 'failed', behaviour };
}

export interface SendCodeOptions {
  mask?: MaskRule;
  /** Operator product name for tip_enter_{product}_number. @default 'gaia' */
  product?: string;
  /** The registration send (40917126 applies). */
  signUp?: boolean;
}

export function sendCodeResult(
  outcome: OtpSendEnvelope | ApiError,
  options: SendCodeOptions = {},
): SendCodeDecision {
  const context = {
    operation: options.signUp ? ('signUpSendCode' as const) : ('sendCode' as const),
    product: options.product,
  };
  if (isApiError(outcome)) {
    if (outcome.kind === 'business' && outcome.envelope)
      return sendCodeResult(outcome.envelope as OtpSendEnvelope, options);
    return failed(errorBehaviour(outcome, context), outcome);
  }
  const data = outcome.data ?? undefined;
  const countdownSeconds =
    typeof data?.waitSeconds === 'number' && data.waitSeconds > 0 ? data.waitSeconds : undefined;
  if (isOtpAlreadySent(outcome.resultCode) || isOtpAlreadySent(outcome.code)) {
    const notice: Notice = outcome.resultMsg
      ? { tone: 'success', message: outcome.resultMsg }
      : { tone: 'success', messageKey: SendCodeMessageKey.sent };
    return { kind: 'alreadySent', notice, countdownSeconds };
  }
  if (outcome.code === ResultCode.success) {
    const medium = data?.otpReceivingMedium?.trim();
    const notice: Notice = medium
      ? {
          tone: 'success',
          messageKey: SendCodeMessageKey.willSendTo,
          values: { medium: maskText(medium, options.mask ?? defaultPortalConfig.mask) },
        }
      : { tone: 'success', messageKey: SendCodeMessageKey.sent };
    return { kind: 'sent', notice, countdownSeconds };
  }
  const error = new ApiError({ kind: 'business', url: '', status: 200, envelope: outcome });
  return failed(errorBehaviour(error, context), error);
}
