import { createContentApi, createCorporateApi, createFileApi, createRegistrationApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/**
 * The calls of corporate sign-up (F2.11) over the portal's one request layer: registration (the
 * password encrypted, F0.8), the representative's code (/uc/reg/otp/send and /verify), the common
 * upload of company documents and the terms.
 */
export const corporateApi = createCorporateApi(http);
export const registrationApi = createRegistrationApi(http);
export const fileApi = createFileApi(http);
export const contentApi = createContentApi(http);
