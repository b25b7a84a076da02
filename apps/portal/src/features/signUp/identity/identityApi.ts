import { createIdentityApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';

/** The identity calls the steps make (uploads, OCR): mutations of the cache (app/api.ts). */
export const identityApi = createIdentityApi(http);

/** The same calls for query functions only (the lists), so their failures are the queries'. */
export const identityReadApi = createIdentityApi(readHttp);
