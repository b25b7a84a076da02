import { createCorporateApi } from '@gaia/domain/api';
import { http } from '../../../app/api';
import { runtimeConfig } from '../../../app/runtimeConfig';

/** The help items call (F2.19) over the portal's request layer. */
export const helpApi = createCorporateApi(http);

/** A knowledge-base path on the operator's origin (the video element fetches it itself, not the request layer). */
export function operatorUrl(path: string): string {
  return `${runtimeConfig.apiBaseUrl}${path}`;
}
