import { createCorporateApi } from '@gaia/domain/api';
import { http } from '../../../app/api';

/** The help items call (F2.19) over the portal's request layer. */
export const helpApi = createCorporateApi(http);
