import { createAuthApi, createHttpClient, type ApiError } from '@gaia/domain/api';
import { deviceId, tokenStore } from './browserStorage';
import { i18n } from './i18n';
import { runtimeConfig } from './runtimeConfig';

type ErrorListener = (error: ApiError) => void;
const listeners = new Set<ErrorListener>();

/** The app applies the error catalogue (spec 01 §8) by listening here; see ErrorCatalogueBridge. */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const MOBILE_QUERY = '(max-width: 767px)';

/** The one request layer of the portal (F0.1), wired to browser storage and the current locale. */
export const http = createHttpClient({
  baseUrl: runtimeConfig.apiBaseUrl,
  getToken: tokenStore.get,
  getLocale: () => i18n.language || 'en',
  getDeviceId: deviceId,
  getDeviceType: () => (window.matchMedia?.(MOBILE_QUERY).matches ? 'h5' : 'web'),
  terminalVersion: runtimeConfig.terminalVersion,
  getTouristReferenceId: () => new URLSearchParams(window.location.search).get('touristReferenceId'),
  onError: (error) => listeners.forEach((listener) => listener(error)),
});

export const authApi = createAuthApi(http);
