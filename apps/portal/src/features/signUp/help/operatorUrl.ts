import { runtimeConfig } from '../../../app/runtimeConfig';

/** A knowledge-base path on the operator's origin (the video element fetches it itself, not the request layer). */
export function operatorUrl(path: string): string {
  return `${runtimeConfig.apiBaseUrl}${path}`;
}
