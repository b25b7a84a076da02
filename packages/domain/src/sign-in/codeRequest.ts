import { isApiError } from '../kernel/http/ApiError';
import { FormFailureKey } from '../kernel/forms/formFailure';
import type { OtpSendEnvelope } from './model';
import { sendCodeResult, type SendCodeDecision, type SendCodeOptions } from './sendCodeResult';

/**
 * Asks for a code with the call the host passes in and reads the answer (spec 01 §4, §8): the
 * envelope or the request layer's ApiError go through sendCodeResult; anything else (a bug, a
 * refused encryption) is a server error above the form. Shared by every form that sends a code.
 * The call may answer nothing when the host stopped before sending (an unregistered account): then
 * so does this.
 */
export async function requestCode(
  send: () => Promise<OtpSendEnvelope | undefined>,
  options: SendCodeOptions = {},
): Promise<SendCodeDecision | undefined> {
  try {
    const envelope = await send();
    return envelope ? sendCodeResult(envelope, options) : undefined;
  } catch (error) {
    if (isApiError(error)) return sendCodeResult(error, options);
    const text = { messageKey: FormFailureKey.server };
    return { kind: 'failed', behaviour: { kind: 'toast', tone: 'error', ...text }, formError: text };
  }
}
