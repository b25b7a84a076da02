import { Hono, type Context, type Next } from 'hono';
import { ResultCode } from '@gaia/domain';
import { bodyLimits } from './bodyLimits';
import { fail, translatorFor } from './envelope';
import { commonRoutes } from './routes/common';
import { controlGuard, controlRoutes } from './routes/control';
import { ecareNotificationRoutes } from './routes/ecareNotification';
import { ecareUserRoutes } from './routes/ecareUser';
import { fileRoutes } from './routes/files';
import { i18nRoutes } from './routes/i18n';
import { inboxRoutes } from './routes/inbox';
import { passwordRoutes } from './routes/ecarePassword';
import { ucLoginRoutes } from './routes/ucLogin';
import { ucRegRoutes } from './routes/ucReg';
import { ucSecRoutes } from './routes/ucSec';
import { regStepOneRoutes } from './routes/regStepOne';
import { regIdentityRoutes } from './routes/regIdentity';
import { regSubmissionRoutes } from './routes/regSubmission';
import { regCorporateRoutes } from './routes/regCorporate';
import { profileRoutes } from './routes/profiles';
import { shellRoutes } from './routes/shell';
import { subscriptionRoutes } from './routes/subscriptions';
import { usageHistoryRoutes } from './routes/usageHistory';
import { topUpRoutes } from './routes/topUp';
import { paymentRoutes } from './routes/payments';
import { stepUpRoutes } from './routes/stepUp';
import { orderRoutes } from './routes/orders';
import { orderDetailRoutes } from './routes/orderDetail';
import { geoRoutes } from './routes/geo';
import { shopRoutes } from './routes/shops';
import { addressBookRoutes } from './routes/addressBook';
import { onboardingRoutes } from './routes/onboarding';
import { catalogueRoutes } from './routes/catalogue';
import { cartRoutes } from './routes/cart';
import { afterSaleRoutes } from './routes/afterSale';
import { mobileFillRoutes } from './routes/mobileFill';
import { SandboxStore, type SandboxStoreOptions } from './store/SandboxStore';

export interface SandboxOptions {
  store?: SandboxStore;
  /** Options of a new store (ignored when `store` is given): clock, code generator, gaps. */
  storeOptions?: SandboxStoreOptions;
}

/**
 * The simulated operator backend (B4): one Hono app, hosted by Node (node/), by MSW (msw/) and by
 * tests through app.fetch.
 */
export function createSandboxApp(options: SandboxOptions = {}) {
  const store = options.store ?? new SandboxStore(options.storeOptions);
  const app = new Hono();

  // Bodies over their limit answer 413 before any route reads them (JSON 1 MB, uploads the file size).
  app.use('*', bodyLimits(store.uploadMaxBytes));

  // Scenario switches apply to the operator's calls, never to the control routes.
  app.use('/ecare/*', scenarioMiddleware(store));
  app.use('/uc/*', scenarioMiddleware(store));
  // Control routes change state only for JSON from the same origin (no cross-site form posts).
  app.use('/__sandbox/*', controlGuard);

  app.route('/ecare/user', ecareUserRoutes(store));
  app.route('/ecare/notification', ecareNotificationRoutes(store));
  app.route('/', passwordRoutes(store));
  app.route('/', commonRoutes(store));
  app.route('/', ucLoginRoutes(store));
  app.route('/', ucSecRoutes(store));
  app.route('/', fileRoutes(store));
  app.route('/', ucRegRoutes(store));
  app.route('/', regStepOneRoutes(store));
  app.route('/', regIdentityRoutes(store));
  app.route('/', regSubmissionRoutes(store));
  app.route('/', regCorporateRoutes(store));
  app.route('/', profileRoutes(store));
  app.route('/', shellRoutes(store));
  app.route('/', subscriptionRoutes(store));
  app.route('/', usageHistoryRoutes(store));
  app.route('/', topUpRoutes(store));
  app.route('/', paymentRoutes(store));
  app.route('/', stepUpRoutes(store));
  app.route('/', orderRoutes(store));
  app.route('/', orderDetailRoutes(store));
  app.route('/', geoRoutes(store));
  app.route('/', shopRoutes(store));
  app.route('/', addressBookRoutes(store));
  app.route('/', onboardingRoutes(store));
  app.route('/', catalogueRoutes(store));
  app.route('/', cartRoutes(store));
  app.route('/', afterSaleRoutes(store));
  app.route('/', mobileFillRoutes(store));
  app.route('/', i18nRoutes());
  app.route('/', inboxRoutes(store));
  app.route('/', controlRoutes(store));

  for (const prefix of ['/ecare/*', '/uc/*', '/i18n/*', '/kb/*', '/__sandbox/*']) {
    app.all(prefix, (c) => fail(c, '404', 'gaia_tip_bad_request', 404));
  }

  // Never a stack trace: any unexpected failure answers the documented envelope.
  app.onError((_error, c) => fail(c, ResultCode.serverError, 'gaia_tip_server_error', 500));

  return Object.assign(app, { store });
}

export type SandboxApp = ReturnType<typeof createSandboxApp>;

function scenarioMiddleware(store: SandboxStore) {
  return async (c: Context, next: Next) => {
    switch (store.scenario) {
      case 'maintenance': {
        // 593 is the operator's own status; Response accepts it where Hono's typed helpers do not.
        const t = translatorFor(c);
        const body = {
          code: ResultCode.maintenance,
          resultCode: ResultCode.maintenance,
          resultMsg: t('gaia_tip_maintenance'),
          data: { title: t('gaia_tip_maintenance_title'), notice: t('gaia_tip_maintenance') },
        };
        return new Response(JSON.stringify(body), {
          status: 593,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      case 'gatewayTimeout':
        return fail(c, ResultCode.gatewayTimeout, 'gaia_tip_wrong_504', 504);
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
