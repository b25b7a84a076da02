import { describe, expect, it, vi } from 'vitest';
import {
  envelopeResponse,
  hangUntilAborted,
  okResponse,
  recordingFetch,
} from '../testing/fakeFetch';
import { ApiError } from './ApiError';
import {
  CANCELLED,
  buildUrl,
  createHttpClient,
  isCancelled,
  resolveToken,
} from './createHttpClient';
import type { RequestDependencies } from './dependencies';
import { touristReferenceIdFrom } from './headers';

function deps(overrides: Partial<RequestDependencies> = {}): RequestDependencies {
  return {
    baseUrl: 'https://api.example',
    getToken: () => 'stored-token',
    getLocale: () => 'ar',
    getDeviceId: () => 'device-1',
    getDeviceType: () => 'web',
    terminalVersion: '1.2.3',
    ...overrides,
  };
}

/** A timer the test fires by hand. */
function manualTimer() {
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  return {
    timers,
    setTimer: (fn: () => void, ms: number) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
}

describe('createHttpClient — headers (F0.1)', () => {
  it('sends every header of spec 01 §7 and credentials', async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(
      deps({
        fetch,
        getMemberWordReferenceId: () => 'MW-1',
        getTouristReferenceId: () => 'TR-9',
        getAppCode: () => 'SELFCARE',
      }),
    );
    await http.call({ path: '/ecare/user/currentInfo' });
    const call = calls[0]!;
    expect(call.url).toBe('https://api.example/ecare/user/currentInfo');
    expect(call.method).toBe('POST');
    expect(call.credentials).toBe('include');
    expect(call.headers).toMatchObject({
      token: 'stored-token',
      locale: 'ar',
      deviceType: 'web',
      deviceId: 'device-1',
      terminalType: '4',
      terminalVersion: '1.2.3',
      'X-Requested-With': 'XMLHttpRequest',
      appCode: 'SELFCARE',
      memberWordReferenceId: 'MW-1',
      touristReferenceId: 'TR-9',
      'Content-Type': 'application/json;charset=UTF-8',
    });
  });

  it('defaults the app code to WEBSC and leaves out empty optional headers', async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(
      deps({ fetch, getToken: () => null, terminalVersion: undefined, getAppCode: () => '' }),
    );
    await http.call({ path: '/uc/logout', data: {} });
    const headers = calls[0]!.headers;
    expect(headers.appCode).toBe('WEBSC');
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('terminalVersion');
    expect(headers).not.toHaveProperty('memberWordReferenceId');
    expect(headers).not.toHaveProperty('touristReferenceId');
  });

  it("prefers the host app's token over the stored one", async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(
      deps({ fetch, getHostLoginInfo: () => ({ token: 'host-token' }) }),
    );
    await http.call({ path: '/ecare/user/currentInfo' });
    expect(calls[0]!.headers.token).toBe('host-token');
    expect(
      resolveToken({ getToken: () => 'stored', getHostLoginInfo: () => ({ token: '' }) }),
    ).toBe('stored');
    expect(resolveToken({ getToken: () => null, getHostLoginInfo: () => null })).toBeUndefined();
  });

  it('per-call headers are added on top', async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(deps({ fetch }));
    await http.call({ path: '/uc/login/send-otp', data: {}, headers: { 'Reference-Id': 'R1' } });
    expect(calls[0]!.headers['Reference-Id']).toBe('R1');
  });

  it('takes the tourist reference id from the session, else the URL parameter', () => {
    expect(touristReferenceIdFrom('S-1', '?touristReferenceId=U-1')).toBe('S-1');
    expect(touristReferenceIdFrom(undefined, '?touristReferenceId=U-1')).toBe('U-1');
    expect(touristReferenceIdFrom(null, '?x=1')).toBeUndefined();
  });
});

describe('createHttpClient — URLs and bodies', () => {
  it('accepts only the base prefixes /ecare /uc /i18n /kb', () => {
    expect(buildUrl('', '/ecare/x')).toBe('/ecare/x');
    expect(buildUrl('https://a.example/', '/uc/x')).toBe('https://a.example/uc/x');
    expect(buildUrl('', '/i18n/en/local.json', { v: 3, skip: undefined })).toBe(
      '/i18n/en/local.json?v=3',
    );
    expect(buildUrl('', '/kb')).toBe('/kb');
    expect(() => buildUrl('', '/api/x')).toThrow(TypeError);
    expect(() => buildUrl('', '/ecarex/y')).toThrow(TypeError);
  });

  it('encodes data as JSON for POST, PUT, PATCH and DELETE, and sends no body with GET', async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(deps({ fetch }));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await http.call({ method, path: '/ecare/x', data: { a: 1 } });
    }
    await http.call({ method: 'GET', path: '/ecare/x', data: { a: 1 }, params: { q: 'y' } });
    expect(calls.slice(0, 4).map((c) => c.body)).toEqual(Array(4).fill('{"a":1}'));
    expect(calls[4]!.body).toBeUndefined();
    expect(calls[4]!.url).toBe('https://api.example/ecare/x?q=y');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const { fetch, calls } = recordingFetch();
    const http = createHttpClient(deps({ fetch }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'face.jpg');
    await http.call({ path: '/ecare/upload', data: form });
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers).not.toHaveProperty('Content-Type');
  });
});

describe('createHttpClient — answers and failures (F0.2)', () => {
  it('call resolves with the data of a "200" envelope', async () => {
    const { fetch } = recordingFetch(() => okResponse({ token: 't' }));
    const http = createHttpClient(deps({ fetch }));
    await expect(http.call({ path: '/ecare/user/pwdLogin', data: {} })).resolves.toEqual({
      token: 't',
    });
  });

  it('a business failure rejects with kind business and is reported unless the form shows it', async () => {
    const envelope = { code: '40904101', resultCode: '40904101', resultMsg: 'Wrong password' };
    const { fetch } = recordingFetch(() => envelopeResponse(envelope));
    const onError = vi.fn();
    const http = createHttpClient(deps({ fetch, onError }));
    const error = await http
      .call({ path: '/ecare/user/pwdLogin', data: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      resultCode: '40904101',
      resultMsg: 'Wrong password',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    await http
      .call({ path: '/ecare/user/pwdLogin', data: {}, reportBusinessErrors: false })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 'unauthorized'],
    [593, 'maintenance'],
    [504, 'gatewayTimeout'],
  ] as const)('HTTP %i rejects with kind %s and is always reported', async (status, kind) => {
    const { fetch } = recordingFetch(() =>
      envelopeResponse(
        { code: String(status), resultCode: String(status), resultMsg: 'x' },
        status,
      ),
    );
    const onError = vi.fn();
    const http = createHttpClient(deps({ fetch, onError }));
    await expect(
      http.call({ path: '/ecare/x', reportBusinessErrors: false }),
    ).rejects.toMatchObject({ kind, status });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind }));
  });

  it('another failed status with an envelope is business; without one, http', async () => {
    const withEnvelope = recordingFetch(() =>
      envelopeResponse({ code: '40000001', resultCode: '40000001', resultMsg: 'Bad' }, 400),
    );
    await expect(
      createHttpClient(deps({ fetch: withEnvelope.fetch })).call({ path: '/ecare/x' }),
    ).rejects.toMatchObject({
      kind: 'business',
      status: 400,
      resultMsg: 'Bad',
    });
    const plain = recordingFetch(() => new Response('<html>', { status: 502 }));
    await expect(
      createHttpClient(deps({ fetch: plain.fetch })).call({ path: '/ecare/x' }),
    ).rejects.toMatchObject({ kind: 'http', status: 502 });
    const notEnvelope = recordingFetch(() => new Response('{"hello":1}', { status: 200 }));
    await expect(
      createHttpClient(deps({ fetch: notEnvelope.fetch })).call({ path: '/ecare/x' }),
    ).rejects.toMatchObject({ kind: 'http' });
  });

  it('no answer at all rejects with kind network', async () => {
    const onError = vi.fn();
    const http = createHttpClient(
      deps({
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        onError,
      }),
    );
    await expect(http.call({ path: '/ecare/x' })).rejects.toMatchObject({ kind: 'network' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
  });
});

describe('createHttpClient — timeout (injected timer)', () => {
  it('uses 60000 ms by default and rejects with kind timeout when the timer fires', async () => {
    const timer = manualTimer();
    const { fetch } = recordingFetch(hangUntilAborted);
    const http = createHttpClient(deps({ fetch, ...timer }));
    const pending = http.call({ path: '/ecare/slow' });
    expect(timer.timers[0]!.ms).toBe(60_000);
    timer.timers[0]!.fn();
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    expect(timer.timers[0]!.cleared).toBe(true);
    expect(http.pendingCount).toBe(0);
  });

  it('honours the layer and per-call timeouts, and clears the timer after an answer', async () => {
    const timer = manualTimer();
    const { fetch } = recordingFetch();
    const http = createHttpClient(deps({ fetch, ...timer, timeoutMs: 30_000 }));
    await http.call({ path: '/ecare/a' });
    await http.call({ path: '/ecare/b', timeoutMs: 5_000 });
    expect(timer.timers.map((t) => t.ms)).toEqual([30_000, 5_000]);
    expect(timer.timers.every((t) => t.cleared)).toBe(true);
  });
});

describe('createHttpClient — duplicates and cancellation', () => {
  it('an identical request cancels the one in flight, which resolves CANCELLED silently', async () => {
    let answer = 0;
    const { fetch } = recordingFetch((call) =>
      answer++ === 0 ? hangUntilAborted(call) : okResponse({ n: 2 }),
    );
    const onError = vi.fn();
    const http = createHttpClient(deps({ fetch, onError }));
    const first = http.request({ path: '/ecare/list', data: { b: 1, a: 2 } });
    const second = http.request({ path: '/ecare/list', data: { a: 2, b: 1 } });
    await expect(first).resolves.toBe(CANCELLED);
    await expect(second).resolves.toMatchObject({ data: { n: 2 } });
    expect(onError).not.toHaveBeenCalled();
    expect(isCancelled(await first)).toBe(true);
  });

  it('different params or data are different requests', async () => {
    const { fetch } = recordingFetch((call) =>
      call.url.includes('p=1') ? hangUntilAborted(call) : okResponse(1),
    );
    const http = createHttpClient(deps({ fetch }));
    const first = http.request({ method: 'GET', path: '/ecare/x', params: { p: 1 } });
    await http.request({ method: 'GET', path: '/ecare/x', params: { p: 2 } });
    expect(http.pendingCount).toBe(1);
    http.cancelAll();
    await expect(first).resolves.toBe(CANCELLED);
  });

  it('cancel(), an outer signal and call() on a cancelled request', async () => {
    const { fetch } = recordingFetch(hangUntilAborted);
    const onError = vi.fn();
    const http = createHttpClient(deps({ fetch, onError }));
    const byKey = http.request({ path: '/ecare/a', data: { x: 1 } });
    http.cancel('POST', '/ecare/a', undefined, { x: 1 });
    await expect(byKey).resolves.toBe(CANCELLED);

    const controller = new AbortController();
    const bySignal = http.request({ path: '/ecare/b', signal: controller.signal });
    controller.abort();
    await expect(bySignal).resolves.toBe(CANCELLED);

    const already = new AbortController();
    already.abort();
    await expect(http.request({ path: '/ecare/c', signal: already.signal })).resolves.toBe(
      CANCELLED,
    );

    const viaCall = http.call({ path: '/ecare/d' });
    http.cancelAll();
    await expect(viaCall).rejects.toMatchObject({ kind: 'cancelled' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('createHttpClient — envelope, getJson and dataOf', () => {
  it('envelope resolves with any business answer and is never reported', async () => {
    const onError = vi.fn();
    const sent = { code: '40904118', resultCode: '40904118', resultMsg: 'Already sent' };
    const http = createHttpClient(
      deps({ fetch: recordingFetch(() => envelopeResponse(sent)).fetch, onError }),
    );
    await expect(http.envelope({ path: '/ecare/notification/sendOtp', data: {} })).resolves.toEqual(
      sent,
    );
    const http400 = createHttpClient(
      deps({ fetch: recordingFetch(() => envelopeResponse(sent, 400)).fetch, onError }),
    );
    await expect(http400.envelope({ path: '/ecare/x' })).resolves.toEqual(sent);
    expect(onError).not.toHaveBeenCalled();
  });

  it('envelope still rejects for 593, 401, 504 and network failures', async () => {
    const http = createHttpClient(
      deps({ fetch: recordingFetch(() => envelopeResponse({ code: '593' }, 593)).fetch }),
    );
    await expect(http.envelope({ path: '/ecare/x' })).rejects.toMatchObject({
      kind: 'maintenance',
    });
  });

  it('getJson reads a plain JSON document with GET', async () => {
    const { fetch, calls } = recordingFetch(
      () => new Response('{"hello":"world"}', { status: 200 }),
    );
    const http = createHttpClient(deps({ fetch }));
    await expect(
      http.getJson({ path: '/i18n/en/local.json', params: { v: '7' } }),
    ).resolves.toEqual({ hello: 'world' });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example/i18n/en/local.json?v=7',
    });
    const missing = createHttpClient(
      deps({ fetch: recordingFetch(() => new Response('nope', { status: 404 })).fetch }),
    );
    await expect(missing.getJson({ path: '/i18n/en/local.json' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('dataOf returns data only for a "200" envelope; otherwise reports and returns {}', () => {
    const onError = vi.fn();
    const http = createHttpClient(deps({ onError }));
    expect(http.dataOf({ code: '200', resultCode: '200', resultMsg: '', data: { a: 1 } })).toEqual({
      a: 1,
    });
    expect(http.dataOf({ code: '200', resultCode: '200', resultMsg: '', data: null })).toEqual({});
    expect(onError).not.toHaveBeenCalled();
    expect(
      http.dataOf(
        { code: '500', resultCode: '500', resultMsg: 'Boom', data: { a: 1 } },
        '/ecare/x',
      ),
    ).toEqual({});
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'business', resultMsg: 'Boom', url: '/ecare/x' }),
    );
  });
});
