import { Hono } from 'hono';
import type { SandboxStore, SandboxSettings, Scenario } from '../store/SandboxStore';
import { badRequest, readJsonObject } from '../envelope';

const SCENARIOS: readonly Scenario[] = [
  'normal',
  'maintenance',
  'gatewayTimeout',
  'sessionExpired',
  'slowNetwork',
];

/**
 * Control routes of the sandbox (B4), never subject to the scenarios:
 * - GET/POST /__sandbox/scenario {scenario}: maintenance 593, gatewayTimeout 504, sessionExpired 401,
 *   slowNetwork, normal;
 * - POST /__sandbox/reset: back to the seeded state;
 * - GET/POST /__sandbox/settings {needCompleteFlag?, faceLoginEnabled?, registrationFaceRequired?};
 * - POST /__sandbox/clock {advanceMs}: moves the sandbox's time forward (code gaps and expiry).
 */
export function controlRoutes(store: SandboxStore) {
  const app = new Hono();

  app.get('/__sandbox/scenario', (c) => c.json({ scenario: store.scenario }));
  app.post('/__sandbox/scenario', async (c) => {
    const body = await readJsonObject(c);
    const scenario = body?.scenario;
    if (typeof scenario !== 'string' || !SCENARIOS.includes(scenario as Scenario))
      return badRequest(c);
    store.scenario = scenario as Scenario;
    return c.json({ scenario: store.scenario });
  });

  app.post('/__sandbox/reset', (c) => {
    store.reset();
    return c.json({ scenario: store.scenario });
  });

  app.get('/__sandbox/settings', (c) => c.json(store.settings));
  app.post('/__sandbox/settings', async (c) => {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const next: SandboxSettings = { ...store.settings };
    if (body.needCompleteFlag !== undefined) {
      if (body.needCompleteFlag !== 'Y' && body.needCompleteFlag !== 'N') return badRequest(c);
      next.needCompleteFlag = body.needCompleteFlag;
    }
    if (body.faceComparison !== undefined) {
      if (body.faceComparison !== 'match' && body.faceComparison !== 'noMatch' && body.faceComparison !== 'notCaptured') return badRequest(c);
      next.faceComparison = body.faceComparison;
    }
    for (const key of ['faceLoginEnabled', 'registrationFaceRequired', 'legacySignInForm'] as const) {
      if (body[key] !== undefined) {
        if (typeof body[key] !== 'boolean') return badRequest(c);
        next[key] = body[key];
      }
    }
    store.settings = next;
    return c.json(store.settings);
  });

  app.post('/__sandbox/clock', async (c) => {
    const body = await readJsonObject(c);
    const advanceMs = body?.advanceMs;
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
      return badRequest(c);
    store.advanceTime(advanceMs);
    return c.json({ now: new Date(store.now()).toISOString() });
  });

  return app;
}
