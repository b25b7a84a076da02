import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigCode } from '../kernel/config/configCodes';
import { testHttpClient } from '../kernel/testing/testHttpClient';
import { ResultCode } from '../kernel/http/resultCodes';
import {
  decryptPassword,
  generatePasswordKeyPair,
  type PasswordKeyPair,
} from '../kernel/security/passwordEncryption';
import { envelopeResponse, jsonBody, okResponse, recordingFetch } from '../kernel/testing/fakeFetch';
import { AuthPath, createAuthApi } from './authCalls';
import { ConfigPath } from '../kernel/config/configCalls';

let before: PasswordKeyPair;
let after: PasswordKeyPair;
beforeAll(async () => {
  [before, after] = await Promise.all([generatePasswordKeyPair(), generatePasswordKeyPair()]);
});

/**
 * A backend that rotates its key: the config items serve `served()`, the sign-in decrypts with
 * `current()` and refuses other ciphertext with 40904121, as the operator (and the sandbox) do.
 */
function rotatingBackend(served: () => PasswordKeyPair, current: () => PasswordKeyPair) {
  const recorder = recordingFetch(async (call) => {
    if (call.url.endsWith(ConfigPath.configItems))
      return okResponse([{ code: ConfigCode.passwordPublicKey, value: served().publicKey }]);
    const password = await decryptPassword(current().privateKey, String(jsonBody(call).password));
    if (password === undefined)
      return envelopeResponse({
        code: ResultCode.passwordNotDecryptable,
        resultCode: ResultCode.passwordNotDecryptable,
        resultMsg: 'The password could not be read. Reload the page and try again.',
        data: null,
      });
    return okResponse({ token: `token-for-${password}`, user: {} });
  });
  const http = testHttpClient(recorder.fetch, { getToken: () => undefined });
  const count = (path: string) => recorder.calls.filter((c) => c.url.endsWith(path)).length;
  return { http, count };
}

describe('the password key is refreshed once when the server refuses a ciphertext (issue 10 §3)', () => {
  it('after a key rotation, sign-in fetches the new key and succeeds without a reload', async () => {
    let rotatedKey = false;
    const backend = rotatingBackend(
      () => (rotatedKey ? after : before),
      () => (rotatedKey ? after : before),
    );
    const auth = createAuthApi(backend.http);
    await expect(auth.pwdLogin({ account: '0771234567', password: 'one' })).resolves.toMatchObject({ token: 'token-for-one' });
    rotatedKey = true;
    await expect(auth.pwdLogin({ account: '0771234567', password: 'two' })).resolves.toMatchObject({ token: 'token-for-two' });
    expect(backend.count(ConfigPath.configItems)).toBe(2);
    // Refused once, sent again with the new key: three sign-in calls in all.
    expect(backend.count(AuthPath.pwdLogin)).toBe(3);
    // The new key stays cached.
    await auth.pwdLogin({ account: '0771234567', password: 'three' });
    expect(backend.count(ConfigPath.configItems)).toBe(2);
  });

  it('refreshes only once: a server that still refuses answers the refusal', async () => {
    // The config keeps serving the old key while the sign-in decrypts with the new one.
    const backend = rotatingBackend(() => before, () => after);
    const auth = createAuthApi(backend.http);
    await expect(auth.pwdLogin({ account: '0771234567', password: 'x' })).rejects.toMatchObject({
      kind: 'business',
      resultCode: ResultCode.passwordNotDecryptable,
    });
    expect(backend.count(AuthPath.pwdLogin)).toBe(2);
    expect(backend.count(ConfigPath.configItems)).toBe(2);
  });
});
