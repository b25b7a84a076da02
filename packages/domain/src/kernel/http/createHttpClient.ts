import { isEnvelope, type ApiEnvelope } from './envelope';
import { ResultCode } from './resultCodes';
import { ApiError, isApiError, type ApiErrorKind } from './ApiError';
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
    throw new TypeError(
      `Request path ${path} is outside the base prefixes ${BASE_PREFIXES.join(', ')}`,
    );
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** The session token: the host app's login info when it has one, else stored state (spec 01 §7). */
export function resolveToken(
  deps: Pick<RequestDependencies, 'getToken' | 'getHostLoginInfo'>,
): string | undefined {
  return deps.getHostLoginInfo?.()?.token || deps.getToken() || undefined;
}

/**
 * The headers of every call (spec 01 §7, F0.1): token, locale, device type and id, terminal type and
 * version, the XMLHttpRequest marker, app code (WEBSC by default), member-word and tourist reference
 * ids; JSON in UTF-8 unless the body is form data (the browser then sets the multipart boundary).
 */
export function buildHeaders(
  deps: RequestDependencies,
  extra?: Record<string, string>,
  isFormData = false,
) {
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
  const token = resolveToken(deps);
  if (token) headers[HeaderName.token] = token;
  const memberWord = deps.getMemberWordReferenceId?.();
  if (memberWord) headers[HeaderName.memberWordReferenceId] = memberWord;
  const tourist = deps.getTouristReferenceId?.();
  if (tourist) headers[HeaderName.touristReferenceId] = tourist;
  return { ...headers, ...extra };
}

/** What is sent for a call: its method, address, headers and body. */
export interface RequestDescription {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** The JSON text of the data, the form data itself, or nothing (GET, or no data). */
  body: string | FormData | undefined;
}

/**
 * What a call sends (spec 01 §7): the request layer's own exchange, and whoever must send the very
 * same request ahead of it (a page's inline script asking for its first answer while the app loads).
 */
export function describeRequest(deps: RequestDependencies, config: RequestConfig): RequestDescription {
  const method = config.method ?? 'POST';
  const isFormData = typeof FormData !== 'undefined' && config.data instanceof FormData;
  return {
    method,
    url: buildUrl(deps.baseUrl, config.path, config.params),
    headers: buildHeaders(deps, config.headers, isFormData),
    body:
      BODY_METHODS.has(method) && config.data !== undefined
        ? isFormData
          ? (config.data as FormData)
          : JSON.stringify(config.data)
        : undefined,
  };
}

/**
 * The one request layer every call goes through (spec 01 §7, F0.1).
 * - `request` resolves with the envelope or the CANCELLED marker and rejects with an ApiError;
 * - `call` resolves with the data of a "200" envelope and rejects otherwise;
 * - `envelope` resolves with any business answer (whatever its code) so a flow can decide on the
 *   result code itself (sending a code: already sent, operator number needed …);
 * - `getJson` reads a plain JSON file (local.json) with the same headers, timeout and tracking;
 * - `dataOf` is the 200-only helper.
 */
export function createHttpClient(deps: RequestDependencies) {
  const pending = new PendingRequests();
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  function fail(error: ApiError, reportBusinessErrors = true): never {
    const reported =
      error.kind !== 'cancelled' && (error.kind !== 'business' || reportBusinessErrors);
    error.reported = reported;
    if (reported) deps.onError?.(error);
    throw error;
  }

  /** Sends one request and reads its JSON body; shared by the envelope and plain-JSON readers. */
  async function exchange(
    config: RequestConfig,
  ): Promise<{ response: Response; body: unknown; url: string } | Cancelled> {
    const { method, url, headers, body: sent } = describeRequest(deps, config);
    const key = requestKey(method, config.path, config.params, config.data);
    const controller = pending.start(key);
    const onOuterAbort = () => controller.abort('cancelled');
    if (config.signal?.aborted) controller.abort('cancelled');
    else config.signal?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimer(
      () => {
        timedOut = true;
        controller.abort('timeout');
      },
      config.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );

    try {
      if (controller.signal.aborted) return CANCELLED;
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(url, { method, headers, credentials: 'include', signal: controller.signal, body: sent });
        body = await response.json().catch(() => undefined);
      } catch (cause) {
        if (timedOut)
          fail(new ApiError({ kind: 'timeout', url, cause }), config.reportBusinessErrors);
        if (controller.signal.aborted) return CANCELLED;
        fail(new ApiError({ kind: 'network', url, cause }), config.reportBusinessErrors);
      }
      // An answer that arrived after a duplicate replaced the request is dropped silently too.
      if (controller.signal.aborted && !timedOut) return CANCELLED;
      return { response, body, url };
    } finally {
      clearTimer(timer);
      config.signal?.removeEventListener('abort', onOuterAbort);
      pending.finish(key, controller);
    }
  }

  async function request<T>(config: RequestConfig): Promise<ApiEnvelope<T> | Cancelled> {
    const result = await exchange(config);
    if (isCancelled(result)) return result;
    const { response, body, url } = result;
    const envelope = isEnvelope(body) ? body : undefined;
    const kind = statusKind(response.status, envelope !== undefined);
    if (kind)
      fail(
        new ApiError({ kind, url, status: response.status, envelope }),
        config.reportBusinessErrors,
      );
    if (!envelope) {
      fail(
        new ApiError({
          kind: 'http',
          url,
          status: response.status,
          message: 'Response is not an envelope',
        }),
        config.reportBusinessErrors,
      );
    }
    return envelope as ApiEnvelope<T>;
  }

  async function call<T>(config: RequestConfig): Promise<T> {
    const result = await request<T>(config);
    if (isCancelled(result)) throw new ApiError({ kind: 'cancelled', url: config.path });
    if (result.code !== ResultCode.success) {
      fail(
        new ApiError({ kind: 'business', url: config.path, status: 200, envelope: result }),
        config.reportBusinessErrors,
      );
    }
    return result.data as T;
  }

  /**
   * Resolves with every business answer, "200" or not (never reported to onError: the caller
   * decides); rejects with an ApiError for transport failures, 401, 593, 504 and cancellation.
   */
  async function envelope<T, E extends object = object>(
    config: RequestConfig,
  ): Promise<ApiEnvelope<T> & Partial<E>> {
    try {
      const result = await request<T>({ ...config, reportBusinessErrors: false });
      if (isCancelled(result)) throw new ApiError({ kind: 'cancelled', url: config.path });
      return result as ApiEnvelope<T> & Partial<E>;
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && error.envelope)
        return error.envelope as ApiEnvelope<T> & Partial<E>;
      throw error;
    }
  }

  /** Reads a plain JSON document (not an envelope), e.g. the translation file local.json (F0.4). */
  async function getJson<T>(config: Omit<RequestConfig, 'method' | 'data'>): Promise<T> {
    const result = await exchange({ ...config, method: 'GET' });
    if (isCancelled(result)) throw new ApiError({ kind: 'cancelled', url: config.path });
    const { response, body, url } = result;
    const kind = statusKind(response.status, isEnvelope(body));
    if (kind)
      fail(
        new ApiError({
          kind,
          url,
          status: response.status,
          envelope: isEnvelope(body) ? body : undefined,
        }),
      );
    if (body === undefined)
      fail(
        new ApiError({
          kind: 'http',
          url,
          status: response.status,
          message: 'Response is not JSON',
        }),
      );
    return body as T;
  }

  /**
   * The 200-only helper (spec 01 §7): the data when the envelope code is "200" ({} when it carries
   * none); otherwise the error is reported (shown by the app) and {} returned.
   */
  function dataOf<T extends object>(
    envelope: ApiEnvelope<T | null>,
    path = '',
  ): T | Record<string, never> {
    if (envelope.code === ResultCode.success) return envelope.data ?? {};
    deps.onError?.(new ApiError({ kind: 'business', url: path, status: 200, envelope }));
    return {};
  }

  return {
    request,
    call,
    envelope,
    getJson,
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
