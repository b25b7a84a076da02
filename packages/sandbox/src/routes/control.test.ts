import { describe, expect, it } from 'vitest';
import { demoIndividual } from '../store/seed';
import { createTestSandbox } from '../testing/sandboxTest';

interface Envelope {
  code: string;
  resultCode: string;
  resultMsg: string;
}

const DAY = 24 * 60 * 60_000;

async function raw(
  sbx: Awaited<ReturnType<typeof createTestSandbox>>,
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: Envelope }> {
  const response = await sbx.app.fetch(new Request(`http://sandbox${path}`, init));
  return { status: response.status, body: (await response.json()) as Envelope };
}

describe('/__sandbox/clock (issue 10 §4)', () => {
  it('refuses an advance beyond 366 days, or not a finite number, with 400 and the envelope', async () => {
    const sbx = await createTestSandbox();
    for (const advanceMs of [367 * DAY, 1e20, Number.MAX_VALUE, '60000', null, -1]) {
      const answer = await sbx.post('/__sandbox/clock', { advanceMs });
      expect(answer.status, String(advanceMs)).toBe(400);
      expect(answer.body.code, String(advanceMs)).toBe('40000001');
      expect(answer.body.resultMsg).not.toMatch(/^gaia_/);
    }
    // Many allowed advances cannot add up past the bound either.
    for (let i = 0; i < 3; i += 1) await sbx.post('/__sandbox/clock', { advanceMs: 366 * DAY });
    // Sends keep working after every refused advance (they broke with 500 before).
    const send = await sbx.post('/ecare/notification/sendOtp', { mobile: demoIndividual.account, businessType: 'LOGIN' });
    expect(send.status).toBe(200);
    expect(send.body.code).toBe('200');
  });

  it('accepts an advance of up to 366 days', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<never>('/__sandbox/clock', { advanceMs: 366 * DAY });
    expect(answer.status).toBe(200);
  });
});

describe('control routes accept JSON from the same origin only (issue 10 §4)', () => {
  it('refuses a form post or a text body with 415 and the envelope; nothing changes', async () => {
    const sbx = await createTestSandbox();
    const attempts: RequestInit[] = [
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '{"scenario":"maintenance"}' },
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"scenario":"maintenance"}' },
      { method: 'POST', body: new FormData() },
      { method: 'POST' },
    ];
    for (const init of attempts) {
      const answer = await raw(sbx, '/__sandbox/scenario', init);
      expect(answer.status).toBe(415);
      expect(answer.body.code).toBe('415');
      expect(answer.body.resultMsg).toBe('This request must be sent as JSON.');
    }
    expect(sbx.store.scenario).toBe('normal');
    expect((await raw(sbx, '/__sandbox/reset', { method: 'POST' })).status).toBe(415);
    expect((await raw(sbx, '/__sandbox/inbox', { method: 'DELETE' })).status).toBe(415);
  });

  it('refuses another origin with 403 (a cross-site form post cannot flip scenarios)', async () => {
    const sbx = await createTestSandbox();
    for (const origin of ['https://evil.example', 'null', 'http://sandbox:8080']) {
      const answer = await raw(sbx, '/__sandbox/scenario', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, locale: 'ar' },
        body: JSON.stringify({ scenario: 'maintenance' }),
      });
      expect(answer.status, origin).toBe(403);
      expect(answer.body.code).toBe('403');
      expect(answer.body.resultMsg).toMatch(/[\u0600-\u06ff]/);
    }
    const form = await raw(sbx, '/__sandbox/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'faceLoginEnabled=false',
    });
    expect(form.status).toBe(403);
    expect(sbx.store.scenario).toBe('normal');
    expect(sbx.store.settings.faceLoginEnabled).toBe(true);
  });

  it('accepts JSON from the same origin or from a tool without an Origin header', async () => {
    const sbx = await createTestSandbox();
    const same = await raw(sbx, '/__sandbox/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://sandbox' },
      body: JSON.stringify({ scenario: 'slowNetwork' }),
    });
    expect(same.status).toBe(200);
    expect(sbx.store.scenario).toBe('slowNetwork');
    const reset = await raw(sbx, '/__sandbox/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(reset.status).toBe(200);
    expect(sbx.store.scenario).toBe('normal');
    // Reading stays open: GET needs no content type.
    expect((await sbx.app.fetch(new Request('http://sandbox/__sandbox/scenario'))).status).toBe(200);
  });

  it('answers an unknown control route with the envelope', async () => {
    const sbx = await createTestSandbox();
    const answer = await raw(sbx, '/__sandbox/nothing', { method: 'GET' });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('404');
  });
});
