import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  OtpBusinessType,
  ResultCode,
  classifyAccount,
  defaultPortalConfig,
  isOtpBusinessType,
  otpRules,
  validate,
  type LoginAcctType,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, readJsonObject, stringField, accountTooLong } from '../envelope';
import { codeFailure, sendCodeToAccount } from './shared';
import { withBody } from './guards';

/**
 * /ecare/notification/*: codes by SMS and e-mail and their check (spec 01 §7; F1.3, F1.6, F1.11).
 * LOGIN and RESET_PASSWORD codes go only to registered individuals (tip_user_not_exist otherwise);
 * a value that is neither a mobile number nor an e-mail gives tip_invalid_account (spec 01 §5).
 */
export function ecareNotificationRoutes(store: SandboxStore) {
  const app = new Hono();

  async function send(c: Context, field: 'mobile' | 'email', kind: LoginAcctType) {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const account = stringField(body, field)?.trim();
    const businessType = body.businessType;
    if (account === undefined || !isOtpBusinessType(businessType)) return badRequest(c);
    const tooLong = accountTooLong(c, account);
    if (tooLong) return tooLong;
    if (classifyAccount(account, defaultPortalConfig) !== kind)
      return fail(c, ResultCode.invalidAccount, 'tip_invalid_account');
    const customer = store.findIndividual(account);
    if (businessType === OtpBusinessType.register) {
      if (customer) return fail(c, ResultCode.accountExists, 'gaia_tip_account_already_registered');
    } else if (!customer) {
      return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    }
    return sendCodeToAccount(c, store, { layer: 'ecare', account, kind, businessType });
  }

  /** {mobile, businessType} → data.otpReceivingMedium, flag (ours: the documents do not show it). */
  app.post('/sendOtp', (c) => send(c, 'mobile', 'MOBILE'));
  /** {email, businessType} (spec 01 §7). */
  app.post('/sendEmailOtp', (c) => send(c, 'email', 'EMAIL'));

  /** {account, otp, businessType} → {referenceId} (ours). A RESET_PASSWORD reference also serves /ecare/password/reset. */
  app.post('/verifyOtp', withBody((c, body) => {
    const account = stringField(body, 'account')?.trim();
    const otp = stringField(body, 'otp');
    const businessType = body.businessType;
    if (account === undefined || otp === undefined || !isOtpBusinessType(businessType))
      return badRequest(c);
    const otpError = validate(otp, otpRules);
    if (otpError) return badRequest(c, otpError);
    const result = store.otp.verify(account, businessType, otp);
    if (result !== 'ok') return codeFailure(c, result);
    const customer = store.findIndividual(account);
    const referenceId =
      businessType === OtpBusinessType.resetPassword && customer
        ? store.resetReferences.create(customer.user.userId)
        : store.registrationReferences.create(account);
    return ok(c, { referenceId });
  }));

  return app;
}
