/** Test helpers for the request layer: a recording fetch and envelope responses (not shipped). */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (call: RecordedCall) => Response | Promise<Response>;

export function envelopeResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function okResponse(data: unknown): Response {
  return envelopeResponse({ code: '200', resultCode: '200', resultMsg: 'success', data });
}

/** A fetch that records every call and answers with the handler (default: 200 with data null). */
export function recordingFetch(handler: FetchHandler = () => okResponse(null)) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      credentials: init?.credentials,
      body: init?.body,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A handler that never answers until the request is aborted (then rejects like fetch does). */
export function hangUntilAborted(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (call.signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
    call.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/** The JSON body a call sent. */
export function jsonBody(call: RecordedCall | undefined): Record<string, unknown> {
  if (!call || typeof call.body !== 'string') throw new Error('The call has no JSON body');
  return JSON.parse(call.body) as Record<string, unknown>;
}
