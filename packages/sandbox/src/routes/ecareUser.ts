import { Hono } from 'hono';
import { ResultCode, validatePasswordLogin } from '@gaia/domain';
import { HeaderName } from '@gaia/domain/api';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';

/** /ecare/user/*: password login, current user, logout (spec 01 §7). */
export function ecareUserRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post('/pwdLogin', async (c) => {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const account = stringField(body, 'account');
    const password = stringField(body, 'password');
    if (account === undefined || password === undefined) return badRequest(c);
    // The same rules as the portal's form (spec 01 §5), so the two can never disagree.
    const errors = validatePasswordLogin({ account, password });
    const firstError = errors.account ?? errors.password;
    if (firstError) return badRequest(c, firstError);

    const customer = store.findByAccount(account);
    if (!customer || customer.password !== password || customer.user.partyType !== 'INDIVIDUAL') {
      return fail(c, ResultCode.badCredentials, 'gaia_tip_bad_credentials');
    }
    return ok(c, { token: store.openSession(customer), user: customer.user });
  });

  app.post('/currentInfo', (c) => {
    const user = store.userForToken(c.req.header(HeaderName.token));
    return user ? ok(c, user) : fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
  });

  app.post('/logout', (c) => {
    store.closeSession(c.req.header(HeaderName.token));
    return ok(c, null);
  });

  return app;
}
