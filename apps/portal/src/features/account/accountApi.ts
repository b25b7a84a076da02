import type { PasswordChangeRequest } from '@gaia/domain';
import { createPasswordApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/** The password calls of the signed-in area (F2.14), on the portal's one request layer. */
export const passwordApi = createPasswordApi(http);

/**
 * F2.14 change password: POST /ecare/password/modify. A failure rejects with the request layer's
 * ApiError as it is; the dialog shows it through the domain's one mapping (formFailure).
 */
export function changePassword(request: PasswordChangeRequest): Promise<void> {
  return passwordApi.modify(request).then(() => undefined);
}
