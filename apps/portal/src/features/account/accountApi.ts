import type { PasswordChangeRequest } from '@gaia/domain';
import { createPasswordApi } from '@gaia/domain/api';
import { http } from '../../app/api';
import { serverMessage } from './serverMessage';

/** The password calls of the signed-in area (F2.14), on the portal's one request layer. */
export const passwordApi = createPasswordApi(http);

/**
 * F2.14 change password: POST /ecare/password/modify. A failure rejects with an Error whose message
 * is what the dialog shows — the server's message when it sent one, else our key (spec 01 §8) — so
 * the dialog needs neither the request layer nor the error catalogue.
 */
export function changePassword(request: PasswordChangeRequest): Promise<void> {
  return passwordApi.modify(request).then(
    () => undefined,
    (error: unknown) => {
      throw new Error(serverMessage(error), { cause: error });
    },
  );
}
