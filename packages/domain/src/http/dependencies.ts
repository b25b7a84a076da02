import type { ApiError } from './ApiError';

/** Where the request layer reads what it sends; injected so tests, the sandbox and hosts can drive it. */
export interface RequestDependencies {
  /** The API origin ("" for same origin). */
  baseUrl: string;
  /** Session token: the native host app's login info when present, else stored state (F0.5, F0.6). */
  getToken: () => string | null | undefined;
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
