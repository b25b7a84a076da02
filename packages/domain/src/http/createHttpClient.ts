import { isEnvelope, type ApiEnvelope } from '../model/envelope';
import { ResultCode } from '../model/resultCodes';
import { ApiError, type ApiErrorKind } from './ApiError';
import type { RequestDependencies } from './dependencies';
import { PendingRequests, requestKey } from './duplicates';
import {
  BASE_PREFIXES,
  DEFAULT_APP_CODE,
  DEFAULT_TIMEOUT_MS,
  HeaderName,
  REQUESTED_WITH,
  TERMINAL_TYPE,
} from './headers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestConfig {
  method?: HttpMethod;
  /** A path under one of the base prefixes /ecare, /uc, /i18n, /kb. */
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  /** JSON-encoded unless it is FormData. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Overrides the layer's timeout for this call. */
  timeoutMs?: number;
  /**
   * Whether business failures (envelope code not "200") go to onError, which shows them as a toast.
   * A form that shows the server message itself passes false; maintenance, 401, 504 and network
   * failures are always reported. @default true
   */
  reportBusinessErrors?: boolean;
  signal?: AbortSignal;
}

/** What a cancelled request resolves with (spec 01 §7: cancelled requests resolve silently). */
export const CANCELLED = Object.freeze({ cancelled: true as const });
export type Cancelled = typeof CANCELLED;

export function isCancelled(value: unknown): value is Cancelled {
  return value === CANCELLED;
}

const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A failed status with the operator's envelope is a business answer (its resultMsg is for the user). */
function statusKind(status: number, hasEnvelope: boolean): ApiErrorKind | undefined {
  if (status === 401) return 'unauthorized';
  if (status === 593) return 'maintenance';
  if (status === 504) return 'gatewayTimeout';
  if (status >= 400) return hasEnvelope ? 'business' : 'http';
  return undefined;
}

export function buildUrl(baseUrl: string, path: string, params?: RequestConfig['params']): string {
  if (!BASE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    throw new TypeError(`Request path ${path} is outside the base prefixes ${BASE_PREFIXES.join(', ')}`);
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

export function buildHeaders(deps: RequestDependencies, extra?: Record<string, string>, isFormData = false) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HeaderName.locale]: deps.getLocale(),
    [HeaderName.deviceType]: deps.getDeviceType(),
    [HeaderName.deviceId]: deps.getDeviceId(),
    [HeaderName.terminalType]: TERMINAL_TYPE,
    [HeaderName.requestedWith]: REQUESTED_WITH,
    [HeaderName.appCode]: deps.getAppCode?.() || DEFAULT_APP_CODE,
  };
  if (deps.terminalVersion) headers[HeaderName.terminalVersion] = deps.terminalVersion;
  if (!isFormData) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const token = deps.getToken();
  if (token) headers[HeaderName.token] = token;
  const memberWord = deps.getMemberWordReferenceId?.();
  if (memberWord) headers[HeaderName.memberWordReferenceId] = memberWord;
  const tourist = deps.getTouristReferenceId?.();
  if (tourist) headers[HeaderName.touristReferenceId] = tourist;
  return { ...headers, ...extra };
}

/**
 * The one request layer every call goes through (spec 01 §7, F0.1). `request` resolves with the
 * envelope or the CANCELLED marker and rejects with an ApiError; `call` resolves with the data of a
 * "200" envelope and rejects otherwise; `dataOf` is the 200-only helper.
 */
export function createHttpClient(deps: RequestDependencies) {
  const pending = new PendingRequests();
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  function fail(error: ApiError, reportBusinessErrors = true): never {
    const reported = error.kind !== 'cancelled' && (error.kind !== 'business' || reportBusinessErrors);
    if (reported) deps.onError?.(error);
    throw error;
  }

  async function request<T>(config: RequestConfig): Promise<ApiEnvelope<T> | Cancelled> {
    const method = config.method ?? 'POST';
    const url = buildUrl(deps.baseUrl, config.path, config.params);
    const isFormData = typeof FormData !== 'undefined' && config.data instanceof FormData;
    const key = requestKey(method, config.path, config.params, config.data);
    const controller = pending.start(key);
    const onOuterAbort = () => controller.abort('cancelled');
    config.signal?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimer(() => {
      timedOut = true;
      controller.abort('timeout');
    }, config.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);

    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: buildHeaders(deps, config.headers, isFormData),
          credentials: 'include',
          signal: controller.signal,
          body:
            BODY_METHODS.has(method) && config.data !== undefined
              ? isFormData
                ? (config.data as FormData)
                : JSON.stringify(config.data)
              : undefined,
        });
      } catch (cause) {
        if (timedOut) fail(new ApiError({ kind: 'timeout', url, cause }), config.reportBusinessErrors);
        if (controller.signal.aborted) return CANCELLED;
        fail(new ApiError({ kind: 'network', url, cause }), config.reportBusinessErrors);
      }

      const body: unknown = await response.json().catch(() => undefined);
      const envelope = isEnvelope(body) ? body : undefined;
      const kind = statusKind(response.status, envelope !== undefined);
      if (kind) fail(new ApiError({ kind, url, status: response.status, envelope }), config.reportBusinessErrors);
      if (!envelope) {
        fail(new ApiError({ kind: 'http', url, status: response.status, message: 'Response is not an envelope' }), config.reportBusinessErrors);
      }
      return envelope as ApiEnvelope<T>;
    } finally {
      clearTimer(timer);
      config.signal?.removeEventListener('abort', onOuterAbort);
      pending.finish(key, controller);
    }
  }

  async function call<T>(config: RequestConfig): Promise<T> {
    const result = await request<T>(config);
    if (isCancelled(result)) throw new ApiError({ kind: 'cancelled', url: config.path });
    if (result.code !== ResultCode.success) {
      fail(new ApiError({ kind: 'business', url: config.path, status: 200, envelope: result }), config.reportBusinessErrors);
    }
    return result.data as T;
  }

  /** Returns the data only when the envelope code is "200"; otherwise reports the error and returns {}. */
  function dataOf<T extends object>(envelope: ApiEnvelope<T>, path = ''): T | Record<string, never> {
    if (envelope.code === ResultCode.success && envelope.data !== undefined) return envelope.data;
    deps.onError?.(new ApiError({ kind: 'business', url: path, status: 200, envelope }));
    return {};
  }

  return {
    request,
    call,
    dataOf,
    cancel: (method: HttpMethod, path: string, params?: unknown, data?: unknown) =>
      pending.cancel(requestKey(method, path, params, data)),
    cancelAll: () => pending.cancelAll(),
    get pendingCount() {
      return pending.size;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
