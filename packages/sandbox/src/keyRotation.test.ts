import { describe, expect, it } from 'vitest';
import { createHttpClient, createAuthApi } from '@gaia/domain/api';
import { ConfigPath } from '@gaia/domain/api';
import { encryptPassword } from '@gaia/domain';
import { createSandboxApp } from './app';
import { demoIndividual } from './store/seed';

/** The portal's request layer against the sandbox app, recording the paths it calls. */
function portalClient(app: ReturnType<typeof createSandboxApp>) {
  const paths: string[] = [];
  const http = createHttpClient({
    baseUrl: 'http://sandbox',
    getToken: () => undefined,
    getLocale: () => 'en',
    getDeviceId: () => 'd',
    getDeviceType: () => 'web',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      paths.push(new URL(String(input)).pathname);
      return app.fetch(new Request(input, init));
    }) as typeof fetch,
  });
  return { http, paths };
}

describe('a password key rotation (issue 10 §3, ADR 0008)', () => {
  it('/__sandbox/rotateKey replaces the key: ciphertext of the old key answers 40904121', async () => {
    const app = createSandboxApp();
    const { publicKey: before } = await app.store.passwordKeys;
    const rotated = await app.fetch(
      new Request('http://sandbox/__sandbox/rotateKey', { method: 'POST', headers: { 'Content-Type': 'application/json' } }),
    );
    const { publicKey: after } = (await rotated.json()) as { publicKey: string };
    expect(after).not.toBe(before);
    const answer = await app.fetch(
      new Request('http://sandbox/ecare/user/pwdLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: demoIndividual.account, password: await encryptPassword(before, demoIndividual.password) }),
      }),
    );
    expect(((await answer.json()) as { code: string }).code).toBe('40904121');
  });

  it("the portal's request layer signs in after a rotation without a reload: the key is fetched again once", async () => {
    const app = createSandboxApp();
    const { http, paths } = portalClient(app);
    const auth = createAuthApi(http);
    await expect(auth.pwdLogin({ account: demoIndividual.account, password: demoIndividual.password })).resolves.toMatchObject({ token: expect.any(String) });
    await app.store.rotatePasswordKeys();
    await expect(auth.pwdLogin({ account: demoIndividual.account, password: demoIndividual.password })).resolves.toMatchObject({ token: expect.any(String) });
    expect(paths.filter((path) => path === ConfigPath.configItems)).toHaveLength(2);
    expect(paths.filter((path) => path === '/ecare/user/pwdLogin')).toHaveLength(3);
  });
});
