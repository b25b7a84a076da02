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
