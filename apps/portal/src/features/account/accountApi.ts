import { createPasswordApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/** The password calls of the signed-in area (F2.14), on the portal's one request layer. */
export const passwordApi = createPasswordApi(http);
