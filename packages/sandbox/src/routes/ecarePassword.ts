import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  ChangePasswordMessageKey,
  OtpBusinessType,
  ResultCode,
  otpRules,
  newPasswordRules,
  validate,
  validatePasswordChangeRequest,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, objectField, ok, readJsonObject, stringField, tokenOf } from '../envelope';
import {
  codeFailure,
  corporateIdentityOf,
  firstError,
  readPasswords,
  representedCorporate,
  sendCorporateCode,
} from './shared';
import { withBody } from './guards';

/**
 * Password reset for individuals and corporates and the password-set check (spec 01 §7, F1.11).
 * The documents do not show the payloads; ours:
 * - individual: a RESET_PASSWORD code from /ecare/notification/sendOtp|sendEmailOtp, then
 *   POST /ecare/password/reset/otpVerify {account, otp} → {referenceId};
 * - corporate: POST /ecare/gaia/user/corPwdReset/otp/send {loginAcct, extParam{representativeIdNbr}}
 *   → data.otpReceivingMedium, then POST /ecare/gaia/password/reset/cor/otpVerify
 *   {loginAcct, extParam, otp} → {referenceId};
 * - both: POST /ecare/password/reset {referenceId, password (encrypted)};
 * - POST /ecare/password/ifSetting {account?} → {passwordSet} (the signed-in user without account);
 * - POST /ecare/password/modify {oldPassword, password} (spec 02 §7, F2.14): the signed-in user's
 *   change, both fields encrypted.
 */
export function passwordRoutes(store: SandboxStore) {
  const app = new Hono();

  /** Reads {loginAcct, extParam{representativeIdNbr}} with the domain rules; a Response when invalid. */
  function corporateIdentity(c: Context, body: Record<string, unknown>) {
    const ext = objectField(body, 'extParam');
    const loginAcct = stringField(body, 'loginAcct');
    const representativeIdNbr = ext && stringField(ext, 'representativeIdNbr');
    if (loginAcct === undefined || representativeIdNbr === undefined) return badRequest(c);
    return corporateIdentityOf(c, loginAcct, representativeIdNbr);
  }

  app.post('/ecare/password/reset/otpVerify', withBody((c, body) => {
    const account = stringField(body, 'account')?.trim();
    const otp = stringField(body, 'otp');
    if (!account || otp === undefined) return badRequest(c);
    const otpError = validate(otp, otpRules);
    if (otpError) return badRequest(c, otpError);
    const customer = store.findIndividual(account);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    const result = store.otp.verify(account, OtpBusinessType.resetPassword, otp);
    if (result !== 'ok') return codeFailure(c, result);
    return ok(c, { referenceId: store.resetReferences.create(customer.user.userId) });
  }));

  app.post('/ecare/gaia/user/corPwdReset/otp/send', withBody((c, body) => {
    const identity = corporateIdentity(c, body);
    if (identity instanceof Response) return identity;
    return sendCorporateCode(c, store, identity, {
      layer: 'ecare',
      businessType: OtpBusinessType.resetPassword,
    });
  }));

  app.post('/ecare/gaia/password/reset/cor/otpVerify', withBody((c, body) => {
    const identity = corporateIdentity(c, body);
    if (identity instanceof Response) return identity;
    const otp = stringField(body, 'otp');
    if (otp === undefined) return badRequest(c);
    const otpError = validate(otp, otpRules);
    if (otpError) return badRequest(c, otpError);
    const customer = representedCorporate(store, identity);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    const result = store.otp.verify(identity.loginAcct, OtpBusinessType.resetPassword, otp);
    if (result !== 'ok') return codeFailure(c, result);
    return ok(c, { referenceId: store.resetReferences.create(customer.user.userId) });
  }));

  /** {referenceId, password: base64 RSA-OAEP ciphertext} — sets the password, ends the customer's sessions. */
  app.post('/ecare/password/reset', withBody(async (c, body) => {
    const referenceId = stringField(body, 'referenceId');
    const cipher = stringField(body, 'password');
    if (!referenceId || cipher === undefined) return badRequest(c);
    const read = await readPasswords(c, store, [cipher]);
    if (read instanceof Response) return read;
    const [password = ''] = read;
    const error = validate(password, newPasswordRules());
    if (error) return badRequest(c, error);
    const userId = store.resetReferences.consume(referenceId);
    const customer = userId ? store.findByUserId(userId) : undefined;
    if (!customer)
      return fail(c, ResultCode.resetReferenceInvalid, 'gaia_tip_reset_reference_invalid');
    customer.password = password;
    store.closeSessionsOf(customer.user.userId);
    return ok(c, null);
  }));

  /**
   * F2.14: {oldPassword, password}, each the base64 RSA-OAEP ciphertext of the password (F0.8).
   * Answers 401 without a session; 40000001 (HTTP 400) with the domain rule's message for a malformed
   * body, a missing old password or a new password that breaks the strength rules; 40904121 when a
   * field is not ciphertext of our key; 40904101 "The old password is incorrect." for a wrong old
   * password (and for an account that never had one). On success the password changes and the
   * current session stays open, so the customer carries on signed in.
   */
  app.post('/ecare/password/modify', async (c) => {
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const oldCipher = stringField(body, 'oldPassword');
    const cipher = stringField(body, 'password');
    if (oldCipher === undefined || cipher === undefined) return badRequest(c);
    const read = await readPasswords(c, store, [oldCipher, cipher]);
    if (read instanceof Response) return read;
    const [oldPassword = '', password = ''] = read;
    // The same rules as the portal's modal (spec 02 §5), so the two can never disagree.
    const error = firstError(validatePasswordChangeRequest({ oldPassword, password }));
    if (error) return badRequest(c, error);
    if (customer.password === undefined || customer.password !== oldPassword)
      return fail(c, ResultCode.badCredentials, ChangePasswordMessageKey.oldPasswordWrong);
    customer.password = password;
    return ok(c, null);
  });

  app.post('/ecare/password/ifSetting', withBody((c, body) => {
    const account = body.account === undefined ? undefined : stringField(body, 'account');
    if (body.account !== undefined && account === undefined) return badRequest(c);
    if (account) {
      const customer = store.findByAccount(account);
      if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
      return ok(c, { passwordSet: customer.password !== undefined });
    }
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    return ok(c, { passwordSet: customer.password !== undefined });
  }));

  return app;
}
