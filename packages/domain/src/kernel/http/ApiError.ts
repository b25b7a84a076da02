import type { ApiEnvelope } from './envelope';

/**
 * The kinds of failure the app maps to the error catalogue (spec 01 §8, F0.2):
 * business (envelope code not "200"), unauthorized (401), maintenance (593), gatewayTimeout (504),
 * timeout (no answer within the timeout), network (no answer at all), http (another status),
 * cancelled (a duplicate replaced it or the caller aborted).
 */
export type ApiErrorKind =
  | 'business'
  | 'unauthorized'
  | 'maintenance'
  | 'gatewayTimeout'
  | 'timeout'
  | 'network'
  | 'http'
  | 'cancelled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The envelope's resultCode (or code) when the server sent one. */
  readonly resultCode: string | undefined;
  /** The server's message, shown to the user as is (it is already in the user's language). */
  readonly resultMsg: string | undefined;
  readonly url: string;
  readonly envelope: ApiEnvelope | undefined;
  /**
   * Whether the app-wide error catalogue shows this failure (spec 01 §8): set by the request layer
   * when it throws — every failure except cancellation, and business answers only when the call
   * asked for them to be shown (`reportBusinessErrors`). A form that shows a failure itself is
   * answered with `reported` false. The host applies the catalogue where it handles failures
   * globally (the portal: TanStack Query's QueryCache/MutationCache `onError`).
   */
  reported = false;

  constructor(init: {
    kind: ApiErrorKind;
    url: string;
    status?: number;
    envelope?: ApiEnvelope;
    message?: string;
    cause?: unknown;
  }) {
    super(init.envelope?.resultMsg || init.message || init.kind, { cause: init.cause });
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.envelope = init.envelope;
    this.resultCode = init.envelope ? init.envelope.resultCode || init.envelope.code : undefined;
    this.resultMsg = init.envelope?.resultMsg || undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The failure the app-wide catalogue shows for what a call, a query or a mutation failed with:
 * the ApiError itself, or one a caller wrapped as the `cause` of its own error (a form's message),
 * when the request layer marked it `reported`; otherwise undefined (not shown, or not a call's failure).
 */
export function reportedApiError(failure: unknown): ApiError | undefined {
  let current: unknown = failure;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (isApiError(current)) return current.reported ? current : undefined;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
