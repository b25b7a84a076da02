import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, hangUntilAborted, recordingFetch } from '../testing/fakeFetch';
import { ApiError, reportedApiError } from './ApiError';
import { createHttpClient } from './createHttpClient';
import type { RequestDependencies } from './dependencies';

function deps(overrides: Partial<RequestDependencies> = {}): RequestDependencies {
  return {
    baseUrl: 'https://api.example',
    getToken: () => undefined,
    getLocale: () => 'en',
    getDeviceId: () => 'device-1',
    getDeviceType: () => 'web',
    terminalVersion: '1.2.3',
    ...overrides,
  };
}

/*
 * One error model (spec 01 §8): the request layer's ApiError says itself whether the app-wide
 * catalogue shows it, so a host can apply the catalogue where it handles failures globally (the
 * portal: its query and mutation caches) without a listener on the request layer.
 */
describe('ApiError.reported — what the app-wide catalogue shows', () => {
  it('a business failure is reported unless the call shows it itself, exactly as onError is told', async () => {
    const { fetch } = recordingFetch(() =>
      envelopeResponse({ code: '40904101', resultCode: '40904101', resultMsg: 'Wrong password' }),
    );
    const onError = vi.fn();
    const http = createHttpClient(deps({ fetch, onError }));
    const shown = await http
      .call({ path: '/ecare/user/pwdLogin', data: { a: 1 } })
      .catch((e: unknown) => e);
    const own = await http
      .call({ path: '/ecare/user/pwdLogin', data: { a: 2 }, reportBusinessErrors: false })
      .catch((e: unknown) => e);
    expect(shown).toMatchObject({ kind: 'business', reported: true });
    expect(own).toMatchObject({ kind: 'business', reported: false });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(shown);
  });

  it.each([
    [401, 'unauthorized'],
    [593, 'maintenance'],
    [504, 'gatewayTimeout'],
  ] as const)(
    'HTTP %i (%s) is reported even when the form shows business failures itself',
    async (status, kind) => {
      const { fetch } = recordingFetch(() =>
        envelopeResponse(
          { code: String(status), resultCode: String(status), resultMsg: 'x' },
          status,
        ),
      );
      const error = await createHttpClient(deps({ fetch }))
        .call({ path: '/ecare/x', reportBusinessErrors: false })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind, reported: true });
      expect(reportedApiError(error)).toBe(error);
    },
  );

  it('no answer at all is reported; a cancelled call is not', async () => {
    const network = await createHttpClient(
      deps({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    )
      .call({ path: '/ecare/x' })
      .catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: 'network', reported: true });

    const { fetch } = recordingFetch(hangUntilAborted);
    const http = createHttpClient(deps({ fetch }));
    const pending = http.call({ path: '/ecare/x' }).catch((e: unknown) => e);
    http.cancelAll();
    const cancelled = await pending;
    expect(cancelled).toMatchObject({ kind: 'cancelled', reported: false });
    expect(reportedApiError(cancelled)).toBeUndefined();
  });
});

describe('reportedApiError', () => {
  const reported = Object.assign(
    new ApiError({ kind: 'gatewayTimeout', url: '/ecare/x', status: 504 }),
    { reported: true },
  );
  const silent = new ApiError({ kind: 'business', url: '/ecare/x', status: 200 });

  it('answers a reported ApiError, also when a form wrapped it as the cause of its own message', () => {
    expect(reportedApiError(reported)).toBe(reported);
    expect(reportedApiError(new Error('gaia_tip_wrong_504', { cause: reported }))).toBe(reported);
    expect(
      reportedApiError(new Error('outer', { cause: new Error('inner', { cause: reported }) })),
    ).toBe(reported);
  });

  it('answers nothing for a failure the form shows itself, another error or no error', () => {
    expect(reportedApiError(silent)).toBeUndefined();
    expect(reportedApiError(new Error('x', { cause: silent }))).toBeUndefined();
    expect(reportedApiError(new TypeError('boom'))).toBeUndefined();
    expect(reportedApiError('text')).toBeUndefined();
    expect(reportedApiError(undefined)).toBeUndefined();
  });
});
