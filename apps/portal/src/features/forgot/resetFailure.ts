import { ResultCode, sendCodeResult, type OtpSendEnvelope, type PortalConfig, type SendCodeDecision } from '@gaia/domain';
import { errorBehaviour, isApiError, shownByCatalogue } from '@gaia/domain/api';
import type { TranslateFn } from '@gaia/ui';
import { shownText } from '../signIn/shownText';

/** What a step shows after a failed call: a field error, a message above the form, or nothing. */
export interface StepFailure {
  /** The field the message belongs to ('account' for the account or company account). */
  field?: 'account' | 'representativeIdNbr' | 'otp';
  /** The text to show (already translated, or the server's message as it came). */
  text?: string;
  /** Clear the code (a wrong code: type it again). */
  clearOtp?: boolean;
}

/** The outcome of asking for a code: a success notice (sent, or already sent), or a failure. */
export type SendOutcome = { ok: true; notice: string } | ({ ok: false } & StepFailure);

/**
 * Asks for a code and reads the answer (spec 01 §4, §8): a sent or already-sent code gives the
 * success notice; tip_user_not_exist, tip_invalid_account and other send errors go on the account
 * field; a 500 shows above the form. Failures without a server answer (504, time-out, network,
 * 401, 593) are said by the app-wide error catalogue alone.
 */
export async function requestCode(
  t: TranslateFn,
  config: Pick<PortalConfig, 'mask'>,
  send: () => Promise<OtpSendEnvelope>,
): Promise<SendOutcome> {
  let decision: SendCodeDecision;
  try {
    decision = sendCodeResult(await send(), { mask: config.mask });
  } catch (error) {
    if (!isApiError(error)) return { ok: false, text: t('gaia_tip_server_error') };
    decision = sendCodeResult(error, { mask: config.mask });
  }
  if (decision.kind !== 'failed') return { ok: true, notice: shownText(t, decision.notice) ?? '' };
  const { fieldError, formError } = decision;
  if (fieldError) {
    const field = fieldError.field === 'representativeIdNbr' || fieldError.field === 'otp' ? fieldError.field : 'account';
    return { ok: false, field, text: shownText(t, fieldError.text) };
  }
  return formError ? { ok: false, text: shownText(t, formError) } : { ok: false };
}

/**
 * Reads a failed code check or reset (spec 01 §8): a wrong code (40904106) puts the server's message
 * on the code field and clears it; an expired code (40917004) keeps every field and shows the
 * message above the form, as do the other server answers. Failures the app-wide catalogue shows
 * (504, time-out, network, 401, maintenance) and a cancelled request show nothing here: said once.
 */
export function callFailure(t: TranslateFn, error: unknown): StepFailure {
  if (!isApiError(error)) return { text: t('gaia_tip_server_error') };
  if (shownByCatalogue(error)) return {};
  const behaviour = errorBehaviour(error, { operation: 'login' });
  if (behaviour.kind === 'field') return { field: 'otp', text: shownText(t, behaviour), clearOtp: true };
  if (behaviour.kind === 'toast') return { text: shownText(t, behaviour) };
  return {};
}

/** The verified reference is missing, used or expired: the reset starts again from the code. */
export function isReferenceInvalid(error: unknown): boolean {
  return isApiError(error) && error.resultCode === ResultCode.resetReferenceInvalid;
}
