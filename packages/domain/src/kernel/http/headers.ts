/**
 * Header names of the shared request rules (spec 01 §7, F0.1). The documents name the values, not
 * the header spellings; these follow the operator's gateway conventions (docs/adr/0005-request-layer.md).
 */
export const HeaderName = {
  token: 'token',
  locale: 'locale',
  deviceType: 'deviceType',
  deviceId: 'deviceId',
  terminalType: 'terminalType',
  terminalVersion: 'terminalVersion',
  requestedWith: 'X-Requested-With',
  appCode: 'appCode',
  memberWordReferenceId: 'memberWordReferenceId',
  touristReferenceId: 'touristReferenceId',
  referenceId: 'Reference-Id',
} as const;

/** Terminal type 4 (spec 01 §7: "terminal type 4 in one layer"). */
export const TERMINAL_TYPE = '4';
export const DEFAULT_APP_CODE = 'WEBSC';
export const REQUESTED_WITH = 'XMLHttpRequest';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const BASE_PREFIXES = ['/ecare', '/uc', '/i18n', '/kb'] as const;

/** URL parameter that carries a visitor's tourist reference id (spec 01 §7). */
export const TOURIST_REFERENCE_PARAM = 'touristReferenceId';

/** The tourist reference id: the session's when it has one, else the URL parameter (spec 01 §7). */
export function touristReferenceIdFrom(sessionValue: string | null | undefined, search: string): string | undefined {
  if (sessionValue) return sessionValue;
  return new URLSearchParams(search).get(TOURIST_REFERENCE_PARAM) || undefined;
}
