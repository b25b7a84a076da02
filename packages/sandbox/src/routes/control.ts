import { Hono, type Context, type Next } from 'hono';
import { SecurityResultCode } from '@gaia/domain';
import type { SandboxStore, SandboxSettings, Scenario } from '../store/SandboxStore';
import { badRequest, fail, readJsonObject } from '../envelope';
import { withBody } from './guards';
import { ON_OFF, YES_NO, readSwitches } from './switches';

const DAY_MS = 24 * 60 * 60_000;
/** The largest single move of /__sandbox/clock: a year and a day. */
export const CLOCK_ADVANCE_MAX_MS = 366 * DAY_MS;
/** How far the sandbox's time may run ahead in all (the dates it writes stay valid). */
export const CLOCK_OFFSET_MAX_MS = 10 * 366 * DAY_MS;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards the control routes (issue 10 §4): a change (any method but GET, HEAD, OPTIONS) must come
 * as JSON (415 otherwise: a cross-site form cannot send it without a preflight) and, when the
 * request names an Origin, from the sandbox's own origin (403 otherwise). Tools such as curl send
 * no Origin. Errors answer the envelope.
 */
export async function controlGuard(c: Context, next: Next) {
  if (READ_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin)
    return fail(c, SecurityResultCode.forbidden, 'gaia_tip_forbidden', 403);
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    return fail(c, SecurityResultCode.unsupportedMediaType, 'gaia_tip_unsupported_media_type', 415);
  return next();
}

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
 * - GET/POST /__sandbox/settings {needCompleteFlag?, faceLoginEnabled?, registrationFaceRequired?,
 *   legacySignInForm?, faceComparison?, signUpReading?, faceAntiSpoof?, exploreFlag?, operationFlag?,
 *   paymentStepUp?};
 * - POST /__sandbox/rotateKey: a new password key pair (a key rotation), answering {publicKey};
 * - POST /__sandbox/clock {advanceMs}: moves the sandbox's time forward (code gaps and expiry), at
 *   most 366 days at a time and 10 years in all (400 beyond).
 * Changes need `Content-Type: application/json` and the same origin (controlGuard).
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
  app.post('/__sandbox/settings', withBody((c, body) => {
    const next = readSwitches<SandboxSettings>(body, store.settings, {
      needCompleteFlag: YES_NO,
      faceComparison: ['match', 'noMatch', 'notCaptured'],
      signUpReading: ['A', 'B'],
      faceAntiSpoof: ['pass', 'fail'],
      exploreFlag: YES_NO,
      operationFlag: YES_NO,
      faceLoginEnabled: ON_OFF,
      registrationFaceRequired: ON_OFF,
      legacySignInForm: ON_OFF,
      paymentStepUp: ON_OFF,
    });
    if (!next) return badRequest(c);
    store.settings = next;
    return c.json(store.settings);
  }));

  /** A key rotation: the password key pair is replaced; answers the new public key. */
  app.post('/__sandbox/rotateKey', async (c) => c.json({ publicKey: await store.rotatePasswordKeys() }));

  app.post('/__sandbox/clock', async (c) => {
    const body = await readJsonObject(c);
    const advanceMs = body?.advanceMs;
    if (
      typeof advanceMs !== 'number' ||
      !Number.isFinite(advanceMs) ||
      advanceMs < 0 ||
      advanceMs > CLOCK_ADVANCE_MAX_MS ||
      store.timeOffsetMs + advanceMs > CLOCK_OFFSET_MAX_MS
    )
      return badRequest(c);
    store.advanceTime(advanceMs);
    return c.json({ now: new Date(store.now()).toISOString() });
  });

  return app;
}
