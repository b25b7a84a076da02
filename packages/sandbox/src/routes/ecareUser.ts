import { Hono } from 'hono';
import {
  ResultCode,
  classifyAccount,
  defaultPortalConfig,
  validateCodeLogin,
  validatePasswordLogin,
  OtpBusinessType,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, readJsonObject, stringField, tokenOf, accountTooLong } from '../envelope';
import { checkSignInPassword, codeFailure, firstError, readPasswords, signedIn } from './shared';
import { withBody } from './guards';

/**
 * /ecare/user/*: password login, code login, logout, profile, current user and the registered checks
 * (spec 01 §7; F1.2, F1.3, F1.6, F1.12).
 */
export function ecareUserRoutes(store: SandboxStore) {
  const app = new Hono();

  /**
   * Individual password login. Payload: {account: string (trimmed), password: string — the base64
   * RSA-OAEP (SHA-256) ciphertext of the password under the public key of config item
   * PASSWORD_RSA_PUBLIC_KEY (F0.8)}. Answers {token, user}; tip_user_not_exist for an unknown
   * account; 40904101 for a wrong password; 40904121 when the password is not ciphertext of our key.
   */
  app.post('/pwdLogin', withBody(async (c, body) => {
    const account = stringField(body, 'account');
    const cipher = stringField(body, 'password');
    if (account === undefined || cipher === undefined) return badRequest(c);
    const read = await readPasswords(c, store, [cipher]);
    if (read instanceof Response) return read;
    const [password = ''] = read;
    // The same rules as the portal's form (spec 01 §5), so the two can never disagree.
    const error = firstError(validatePasswordLogin({ account, password }));
    if (error) return badRequest(c, error);

    const customer = store.findIndividual(account);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    if (customer.password === undefined)
      return fail(c, ResultCode.badCredentials, 'gaia_tip_password_not_set');
    const refused = checkSignInPassword(c, store, customer, password);
    if (refused) return refused;
    return signedIn(c, store, customer);
  }));

  /** Individual code login {account, otp} with a LOGIN code (F1.3). */
  app.post('/otpLogin', withBody((c, body) => {
    const account = stringField(body, 'account');
    const otp = stringField(body, 'otp');
    if (account === undefined || otp === undefined) return badRequest(c);
    const error = firstError(
      validateCodeLogin({ account: account.trim(), otp }, defaultPortalConfig),
    );
    if (error) return badRequest(c, error);
    const customer = store.findIndividual(account);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    const result = store.otp.verify(account, OtpBusinessType.login, otp);
    if (result !== 'ok') return codeFailure(c, result);
    return signedIn(c, store, customer);
  }));

  app.post('/currentInfo', (c) => {
    const user = store.userForToken(tokenOf(c));
    return user ? ok(c, user) : fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
  });

  /** The signed-in user with their contacts. */
  app.post('/profile', (c) => {
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    return ok(c, {
      ...customer.user,
      mobile: customer.contact.mobile,
      email: customer.contact.email,
    });
  });

  app.post('/logout', (c) => {
    store.closeSession(tokenOf(c));
    return ok(c, null);
  });

  /**
   * {mobile} → {registered} and {email} → {registered}: a value of another kind than the field's is a
   * bad request.
   */
  for (const [field, kind] of [
    ['mobile', 'MOBILE'],
    ['email', 'EMAIL'],
  ] as const) {
    app.post(`/${field}Registered`, async (c) => {
      const body = await readJsonObject(c);
      const account = body && stringField(body, field);
      if (account === undefined) return badRequest(c);
      const tooLong = accountTooLong(c, account);
      if (tooLong) return tooLong;
      if (classifyAccount(account, defaultPortalConfig) !== kind)
        return badRequest(c, 'gaia_lb_user_login_mobile_email_regerror');
      return ok(c, { registered: store.findIndividual(account) !== undefined });
    });
  }

  return app;
}
