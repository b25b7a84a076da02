import { Hono } from 'hono';
import { ResultCode } from '@gaia/domain';
import { badRequest, fail, translatorFor } from './envelope';
import { ecareUserRoutes } from './routes/ecareUser';
import { SandboxStore, type Scenario } from './store/SandboxStore';

export interface SandboxOptions {
  store?: SandboxStore;
}

const SCENARIOS: readonly Scenario[] = ['normal', 'maintenance', 'gatewayTimeout', 'sessionExpired', 'slowNetwork'];

/**
 * The simulated operator backend (B4): one Hono app, hosted by Node (node/), by MSW (msw/) and by
 * tests through app.fetch.
 */
export function createSandboxApp(options: SandboxOptions = {}) {
  const store = options.store ?? new SandboxStore();
  const app = new Hono();

  // Scenario switches apply to the operator's calls, never to the control routes.
  app.use('/ecare/*', scenarioMiddleware(store));
  app.use('/uc/*', scenarioMiddleware(store));

  app.route('/ecare/user', ecareUserRoutes(store));

  app.get('/__sandbox/scenario', (c) => c.json({ scenario: store.scenario }));
  app.post('/__sandbox/scenario', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { scenario?: unknown } | undefined;
    const scenario = body?.scenario;
    if (typeof scenario !== 'string' || !SCENARIOS.includes(scenario as Scenario)) return badRequest(c);
    store.scenario = scenario as Scenario;
    return c.json({ scenario: store.scenario });
  });
  app.post('/__sandbox/reset', (c) => {
    store.reset();
    return c.json({ scenario: store.scenario });
  });

  app.all('/ecare/*', (c) => fail(c, '404', 'gaia_tip_bad_request', 404));
  app.all('/uc/*', (c) => fail(c, '404', 'gaia_tip_bad_request', 404));

  // Never a stack trace: any unexpected failure answers the documented envelope.
  app.onError((_error, c) => fail(c, ResultCode.serverError, 'gaia_tip_server_error', 500));

  return Object.assign(app, { store });
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;

function scenarioMiddleware(store: SandboxStore) {
  return async (c: Parameters<Parameters<Hono['use']>[1]>[0], next: () => Promise<void>) => {
    switch (store.scenario) {
      case 'maintenance':
        // 593 is the operator's own status; Response accepts it where Hono's typed helpers do not.
        return new Response(JSON.stringify({ code: '593', resultCode: '593', resultMsg: translatorFor(c)('gaia_tip_maintenance') }), {
          status: 593,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'gatewayTimeout':
        return fail(c, '504', 'gaia_tip_wrong_504', 504);
      case 'sessionExpired':
        return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
      case 'slowNetwork':
        await new Promise((resolve) => setTimeout(resolve, store.slowDelayMs));
        return next();
      default:
        return next();
    }
  };
}
