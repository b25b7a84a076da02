import type { ApiError } from './ApiError';

/** Where the request layer reads what it sends; injected so tests, the sandbox and hosts can drive it. */
export interface RequestDependencies {
  /** The API origin ("" for same origin). */
  baseUrl: string;
  /** Session token from stored state (F0.5); used when the host app's login info has none. */
  getToken: () => string | null | undefined;
  /**
   * The native host app's login info, when the portal runs inside it (F0.6). Its token wins over
   * the stored one (spec 01 §7).
   */
  getHostLoginInfo?: () => { token?: string | null } | null | undefined;
  getLocale: () => string;
  getDeviceId: () => string;
  /** "web" or "h5". */
  getDeviceType: () => string;
  terminalVersion?: string;
  getAppCode?: () => string | null | undefined;
  getMemberWordReferenceId?: () => string | null | undefined;
  /** From the session or the touristReferenceId URL parameter. */
  getTouristReferenceId?: () => string | null | undefined;
  /** Called for every failure except cancellation, so the app can apply the error catalogue. */
  onError?: (error: ApiError) => void;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}
