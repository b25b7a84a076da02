import { createHttpClient } from '../http/createHttpClient';
import type { RequestDependencies } from '../http/dependencies';

/**
 * The request layer as the area tests drive it (not shipped): same origin, token "tok", English,
 * device "d" on the web, over the given fetch; `overrides` changes any of them.
 */
export function testHttpClient(
  fetch: typeof globalThis.fetch,
  overrides: Partial<RequestDependencies> = {},
) {
  return createHttpClient({
    baseUrl: '',
    getToken: () => 'tok',
    getLocale: () => 'en',
    getDeviceId: () => 'd',
    getDeviceType: () => 'web',
    fetch,
    ...overrides,
  });
}
