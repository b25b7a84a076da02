import { detectNativeHost } from '@gaia/domain';
import { createAuthApi, createHttpClient } from '@gaia/domain/api';
import { reportApiError } from './apiErrors';
import { deviceId, tokenStore } from './browserStorage';
import { i18n } from './i18n';
import { runtimeConfig } from './runtimeConfig';

export { onApiError } from './apiErrors';

const MOBILE_QUERY = '(max-width: 767px)';

/*
 * Only the native host's login info is needed here (F0.6): detected directly, so the request layer
 * (which every lazy screen imports) does not carry the host bridge's browser fallbacks.
 */
const hostLogin = detectNativeHost(window);

/**
 * The one request layer of the portal (F0.1), wired to browser storage and the current locale. The
 * first paint of /signIn does not import it: it loads right after, with the configuration call.
 */
export const http = createHttpClient({
  baseUrl: runtimeConfig.apiBaseUrl,
  getToken: tokenStore.get,
  // Inside the native host app its login info's token wins over the stored one (spec 01 §7, F0.6).
  getHostLoginInfo: () => hostLogin?.loginInfo?.() ?? null,
  getLocale: () => i18n.language || 'en',
  getDeviceId: deviceId,
  getDeviceType: () => (window.matchMedia?.(MOBILE_QUERY).matches ? 'h5' : 'web'),
  terminalVersion: runtimeConfig.terminalVersion,
  getTouristReferenceId: () => new URLSearchParams(window.location.search).get('touristReferenceId'),
  onError: reportApiError,
});

export const authApi = createAuthApi(http);
