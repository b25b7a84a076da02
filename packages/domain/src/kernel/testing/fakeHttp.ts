import { vi } from 'vitest';
import type { HttpClient, RequestConfig } from '../http/createHttpClient';

/**
 * Request layers for the tests of an area's calls (not shipped): they check what a call sends and
 * what it makes of the answer, without the request layer itself.
 */

/**
 * A request layer whose `call` and `envelope` are mocks resolving with `answer` (the envelope with
 * `envelopeAnswer`, by default the same), to assert on how they were called.
 */
export function fakeHttp(answer: unknown, envelopeAnswer: unknown = answer) {
  const call = vi.fn().mockResolvedValue(answer);
  const envelope = vi.fn().mockResolvedValue(envelopeAnswer);
  return { http: { call, envelope } as unknown as HttpClient, call, envelope };
}

/** A request layer that records the config of every call (call, envelope or request) and resolves with `answer`. */
export function recordingHttp(answer: unknown = null) {
  const calls: RequestConfig[] = [];
  const respond = (config: RequestConfig) => {
    calls.push(config);
    return Promise.resolve(answer);
  };
  const http = { call: respond, envelope: respond, request: respond } as unknown as HttpClient;
  return { http, calls };
}
