import { EARLY_ANSWER_MAX_AGE_MS, earlyAnswersOf, type EarlyAnswer } from './earlyAnswer';

/** Whether what the app is sending is exactly the request sent ahead: method, address, headers and body. */
function isSameRequest(early: EarlyAnswer, input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (typeof input !== 'string' || input !== early.url) return false;
  if ((init?.method ?? 'GET') !== early.method || (init?.body ?? undefined) !== early.body) return false;
  const headers = init?.headers;
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return false;
  const names = Object.keys(headers);
  return names.length === Object.keys(early.headers).length && names.every((name) => headers[name] === early.headers[name]);
}

/**
 * The answer of a request index.html's inline script sent ahead (earlyAnswer.ts), when the app sends
 * exactly that request while it is fresh; each is taken once. Undefined otherwise: the app sends its
 * own. Should the early one fail on the way, the app's own request is sent then, as if there had
 * been none; the app's signal (a timeout, a newer duplicate) cancels the wait as it would a fetch.
 */
export function takeEarlyAnswer(
  win: Window,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  send: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const list = earlyAnswersOf(win);
  const index = list?.findIndex((each) => now - each.at <= EARLY_ANSWER_MAX_AGE_MS && isSameRequest(each, input, init)) ?? -1;
  const [early] = index === -1 ? [] : (list?.splice(index, 1) ?? []);
  if (!early) return undefined;
  const signal = init?.signal;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    early.response.then(resolve, () => send(input, init).then(resolve, reject)).finally(() => signal?.removeEventListener('abort', abort));
  });
}
