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
