import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, keepEarlyAnswer, type EarlyAnswer } from './earlyAnswer';
import { takeEarlyAnswer } from './takeEarlyAnswer';

const URL_SENT = '/ecare/shop/product/list';
const HEADERS = { Accept: 'application/json', locale: 'en', token: 't-1' };
const BODY = '{"pageInfo":{"currentPage":1,"pageSize":12}}';

/** A window whose inline script sent the list's call at `at`, answered with `response`. */
function windowWithEarly(response: Promise<Response>, at = 1_000): { win: Window; early: EarlyAnswer } {
  const win = {} as Window;
  const early: EarlyAnswer = { method: 'POST', url: URL_SENT, headers: HEADERS, body: BODY, at, response };
  keepEarlyAnswer(win, early);
  return { win, early };
}

const same = (extra: Partial<RequestInit> = {}): RequestInit => ({ method: 'POST', headers: { ...HEADERS }, body: BODY, credentials: 'include', ...extra });
const unused = () => Promise.reject(new Error('the app sent its own request'));

describe('takeEarlyAnswer (ADR 0035)', () => {
  it('hands the very same request its early answer, once', async () => {
    const answer = new Response('{"code":"200"}');
    const { win } = windowWithEarly(Promise.resolve(answer));
    const taken = takeEarlyAnswer(win, URL_SENT, same(), unused, 2_000);
    await expect(taken).resolves.toBe(answer);
    expect(takeEarlyAnswer(win, URL_SENT, same(), unused, 2_000)).toBeUndefined();
  });

  it.each([
    ['another address', URL_SENT.replace('list', 'detail'), same()],
    ['another method', URL_SENT, same({ method: 'GET' })],
    ['another body', URL_SENT, same({ body: '{"pageInfo":{"currentPage":2,"pageSize":12}}' })],
    ['another header value (the session changed)', URL_SENT, same({ headers: { ...HEADERS, token: 't-2' } })],
    ['one header more', URL_SENT, same({ headers: { ...HEADERS, touristReferenceId: 'r' } })],
    ['one header fewer', URL_SENT, same({ headers: { Accept: 'application/json', locale: 'en' } })],
  ])('leaves it for a request with %s', (_, input, init) => {
    const { win } = windowWithEarly(Promise.resolve(new Response('{}')));
    expect(takeEarlyAnswer(win, input, init, unused, 2_000)).toBeUndefined();
    expect(takeEarlyAnswer(win, URL_SENT, same(), unused, 2_000)).toBeDefined();
  });

  it('leaves an answer older than the list stays fresh: the app asks again', () => {
    const { win } = windowWithEarly(Promise.resolve(new Response('{}')), 1_000);
    expect(takeEarlyAnswer(win, URL_SENT, same(), unused, 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('sends the app\'s own request when the early one failed on the way', async () => {
    const own = new Response('{"code":"200"}');
    const send = vi.fn(() => Promise.resolve(own));
    const { win } = windowWithEarly(Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyAnswer(win, URL_SENT, same(), send, 2_000)).resolves.toBe(own);
    expect(send).toHaveBeenCalledWith(URL_SENT, expect.objectContaining({ body: BODY }));
  });

  it('gives up the wait when the app cancels (a timeout, a newer duplicate), as a fetch would', async () => {
    const { win } = windowWithEarly(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeEarlyAnswer(win, URL_SENT, same({ signal: controller.signal }), unused, 2_000);
    controller.abort('timeout');
    await expect(taken).rejects.toBe('timeout');
  });
});
