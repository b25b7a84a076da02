import { Hono } from 'hono';
import {
  OtpBusinessType,
  ResultCode,
  StepOneResultCode,
  classifyAccount,
  defaultPortalConfig,
  otpRules,
  validate,
  type LoginAcctType,
} from '@gaia/domain';
import { isOperatorMobile, type SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, stringField, accountTooLong } from '../envelope';
import { codeFailure, sendCodeToAccount } from './shared';
import { stepOneDemo } from './regStepOne';
import { withBody } from './guards';

function isLoginAcctType(value: unknown): value is LoginAcctType {
  return value === 'MOBILE' || value === 'EMAIL';
}

/**
 * Registration codes (spec 01 §7, spec 02): /uc/reg/otp/send {loginAcct, loginAcctType} and
 * /uc/reg/otp/verify {loginAcct, loginAcctType, otp} → {referenceId}. A mobile number of another
 * operator answers 40917126 (tip_enter_{product}_number); a registered account answers 40917002; the
 * step-one demo lines answer 40917156 (a line that cannot register) and 40917157 (no customer behind
 * the line), spec 02 §8.
 */
export function ucRegRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post('/uc/reg/otp/send', withBody((c, body) => {
    const loginAcct = stringField(body, 'loginAcct')?.trim();
    const type = body.loginAcctType;
    if (!loginAcct || !isLoginAcctType(type)) return badRequest(c);
    const tooLong = accountTooLong(c, loginAcct);
    if (tooLong) return tooLong;
    if (classifyAccount(loginAcct, defaultPortalConfig) !== type)
      return fail(c, ResultCode.invalidAccount, 'tip_invalid_account');
    if (store.findByAccount(loginAcct))
      return fail(c, ResultCode.accountExists, 'gaia_tip_account_already_registered');
    if (type === 'MOBILE' && !isOperatorMobile(loginAcct)) {
      return fail(
        c,
        ResultCode.needOperatorNumber,
        `tip_enter_${defaultPortalConfig.product}_number`,
      );
    }
    if (loginAcct === stepOneDemo.registerInvalidMobile)
      return fail(c, StepOneResultCode.registerInvalidNumber, 'tip_register_invalid_number');
    if (loginAcct === stepOneDemo.noCustomerMobile)
      return fail(c, StepOneResultCode.noCustomerForNumber, 'tip_no_exist_custom_number');
    return sendCodeToAccount(c, store, {
      layer: 'uc',
      account: loginAcct,
      kind: type,
      businessType: OtpBusinessType.register,
    });
  }));

  app.post('/uc/reg/otp/verify', withBody((c, body) => {
    const loginAcct = stringField(body, 'loginAcct')?.trim();
    const type = body.loginAcctType;
    const otp = stringField(body, 'otp');
    if (!loginAcct || !isLoginAcctType(type) || otp === undefined) return badRequest(c);
    const otpError = validate(otp, otpRules);
    if (otpError) return badRequest(c, otpError);
    const result = store.otp.verify(loginAcct, OtpBusinessType.register, otp);
    if (result !== 'ok') return codeFailure(c, result);
    const referenceId = store.registrationReferences.create(loginAcct);
    // The /security checks of step one accept it without using it up (registration does).
    return ok(c, { referenceId });
  }));

  return app;
}
