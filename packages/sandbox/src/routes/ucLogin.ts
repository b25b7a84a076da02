import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  OtpBusinessType,
  ResultCode,
  classifyAccount,
  defaultPortalConfig,
  toCorporateIdentity,
  validateCorporateLogin,
  validateLegacyLogin,
  type PartyType,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { accountTooLong, badRequest, fail, objectField, ok, readJsonObject, stringField, tokenOf } from '../envelope';
import {
  checkSignInPassword,
  codeFailure,
  corporateIdentityOf,
  firstError,
  readPasswords,
  representedCorporate,
  sendCodeToAccount,
  sendCorporateCode,
  signedIn,
} from './shared';
import { withBody } from './guards';

function isPartyType(value: unknown): value is PartyType {
  return value === 'INDIVIDUAL' || value === 'CORPORATE';
}

/**
 * The /uc sign-in calls (spec 01 §7; F1.4, F1.5): the corporate code and password-plus-code login,
 * the user-existing check, face login and /uc/logout.
 */
export function ucLoginRoutes(store: SandboxStore) {
  const app = new Hono();

  /** extParam.representativeIdNbr when present (undefined when extParam is not an object). */
  function representativeOf(body: Record<string, unknown>): string | null | undefined {
    const ext = objectField(body, 'extParam');
    if (!ext) return undefined;
    const rep = ext.representativeIdNbr;
    if (rep === undefined || rep === null || rep === '') return null;
    return typeof rep === 'string' ? rep : undefined;
  }

  /**
   * {loginAcct, extParam{representativeIdNbr}} (headers passed separately). With a representative ID
   * the code goes to the company's contact; without one, to a registered individual's own account.
   */
  app.post('/uc/login/send-otp', withBody((c, body) => {
    const loginAcct = stringField(body, 'loginAcct');
    const rep = representativeOf(body);
    if (loginAcct === undefined || rep === undefined) return badRequest(c);
    if (rep !== null) {
      const identity = corporateIdentityOf(c, loginAcct, rep);
      if (identity instanceof Response) return identity;
      return sendCorporateCode(c, store, identity, { layer: 'uc', businessType: OtpBusinessType.login });
    }
    const account = loginAcct.trim();
    const tooLong = accountTooLong(c, account);
    if (tooLong) return tooLong;
    const kind = classifyAccount(account, defaultPortalConfig);
    if (!kind) return fail(c, ResultCode.invalidAccount, 'tip_invalid_account');
    if (!store.findIndividual(account))
      return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    return sendCodeToAccount(c, store, { layer: 'uc', account, kind, businessType: OtpBusinessType.login });
  }));

  /**
   * Corporate login, and the older individual variant when extParam carries no representative. Payload: {loginAcct, extParam{representativeIdNbr}, password: base64 RSA-OAEP
   * (SHA-256) ciphertext (F0.8), otp: the LOGIN code sent by /uc/login/send-otp}.
   */
  app.post('/uc/login/pwd-login', withBody(async (c, body) => {
    const loginAcct = stringField(body, 'loginAcct');
    const rep = representativeOf(body);
    const cipher = stringField(body, 'password');
    const otp = stringField(body, 'otp');
    if (loginAcct === undefined || rep === undefined || cipher === undefined || otp === undefined)
      return badRequest(c);
    const read = await readPasswords(c, store, [cipher]);
    if (read instanceof Response) return read;
    const [password = ''] = read;
    // No representative and an individual's account (mobile, e-mail or a known login): the older variant.
    const individual = rep === null && (classifyAccount(loginAcct.trim(), defaultPortalConfig) || store.findIndividual(loginAcct.trim()));
    if (individual) return individualLogin(c, { account: loginAcct, password, otp });
    const input = {
      ...toCorporateIdentity({ loginAcct, representativeIdNbr: rep ?? '' }),
      password,
      otp,
    };
    const error = firstError(validateCorporateLogin(input));
    if (error) return badRequest(c, error);

    const { customer, representativeMatches } = store.findCorporate(input.loginAcct, input.representativeIdNbr);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    if (!representativeMatches) return fail(c, ResultCode.badCredentials, 'gaia_tip_bad_credentials');
    const refused = checkSignInPassword(c, store, customer, password);
    if (refused) return refused;
    const result = store.otp.verify(input.loginAcct, OtpBusinessType.login, otp);
    if (result !== 'ok') return codeFailure(c, result);
    return signedIn(c, store, customer);
  }));

  /** The older individual variant (F1.9): account, password and a LOGIN code sent to the account. */
  async function individualLogin(c: Context, input: { account: string; password: string; otp: string }) {
    const error = firstError(validateLegacyLogin(input));
    if (error) return badRequest(c, error);
    const account = input.account.trim();
    const customer = store.findIndividual(account);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    const refused = checkSignInPassword(c, store, customer, input.password);
    if (refused) return refused;
    const result = store.otp.verify(account, OtpBusinessType.login, input.otp);
    if (result !== 'ok') return codeFailure(c, result);
    return signedIn(c, store, customer);
  }

  /** {loginAcct, partyType, extParam} → {exists, faceAvailable} (F1.5 step 3). */
  app.post('/uc/login/check/user-existing', withBody((c, body) => {
    const loginAcct = stringField(body, 'loginAcct');
    const partyType = body.partyType;
    const rep = representativeOf(body);
    if (!loginAcct?.trim() || !isPartyType(partyType) || rep === undefined) return badRequest(c);
    if (partyType === 'CORPORATE') {
      if (!rep) return badRequest(c, 'gaia_validation_representative_id_required');
      const customer = representedCorporate(store, toCorporateIdentity({ loginAcct, representativeIdNbr: rep }));
      return ok(c, { exists: Boolean(customer), faceAvailable: Boolean(customer?.faceEnrolled) });
    }
    const customer = store.findIndividual(loginAcct);
    return ok(c, { exists: Boolean(customer), faceAvailable: Boolean(customer?.faceEnrolled) });
  }));

  /** {faceReferenceId, loginAcct, extParam{representativeIdNbr} for corporate} → {token, user}. */
  app.post('/uc/login/face-login', async (c: Context) => {
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const faceReferenceId = stringField(body, 'faceReferenceId');
    const loginAcct = stringField(body, 'loginAcct');
    const rep = representativeOf(body);
    if (!faceReferenceId || !loginAcct?.trim() || rep === undefined) return badRequest(c);
    const partyType = store.faceReferences.consume(faceReferenceId);
    if (!partyType) return fail(c, ResultCode.faceReferenceInvalid, 'gaia_face_reference_invalid');
    const customer =
      partyType === 'CORPORATE'
        ? representedCorporate(store, toCorporateIdentity({ loginAcct, representativeIdNbr: rep ?? '' }))
        : store.findIndividual(loginAcct);
    if (!customer) return fail(c, ResultCode.userNotExist, 'gaia_user_tip_account_not_exist');
    if (!customer.faceEnrolled)
      return fail(c, ResultCode.badCredentials, 'gaia_face_recognition_failed');
    return signedIn(c, store, customer);
  });

  app.post('/uc/logout', (c) => {
    store.closeSession(tokenOf(c));
    return ok(c, null);
  });

  return app;
}
