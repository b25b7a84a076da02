import { Hono, type Context } from 'hono';
import {
  ID_NUMBER_MAX_LENGTH,
  ResultCode,
  StepOneResultCode,
  defaultPortalConfig,
  maskText,
  type AgreementType,
} from '@gaia/domain';
import { AGREEMENT_VERSION, agreementHtml } from '../store/content';
import { ReferenceBook } from '../store/references';
import { addressLists } from '../store/referenceLists/addressLists';
import { identityLists, idFormatRule } from '../store/referenceLists/identityLists';
import type { ReferenceRecord } from '../store/referenceLists/referenceRecord';
import { demoAccounts } from '../store/seed';
import { isOperatorMobile, type SandboxStore } from '../store/SandboxStore';
import { accountTooLong, badRequest, fail, localeOf, ok, readJsonObject, stringField, translatorFor } from '../envelope';

/**
 * The sandbox's numbers and IDs for the step-one answers spec 02 §8 names (listed with the other
 * demo accounts by `pnpm start`):
 * - registerInvalidMobile: an operator line that cannot register (a data-only line): 40917156;
 * - noCustomerMobile: an operator line with no customer behind it (a SIM never activated): 40917157;
 * - rudoLine: the line of the customer of demoAccounts.upgradeIdNbr — any other ID with it answers
 *   the ID and phone mismatch;
 * - invalidIdNbr: a well-formed national ID the registry does not know (idValidity refuses it).
 */
export const stepOneDemo = {
  registerInvalidMobile: '0778156156',
  noCustomerMobile: '0778157157',
  rudoLine: '0778765432',
  invalidIdNbr: '00-000000A00',
} as const;

/**
 * Numbers the subscriber book holds although they are not of the operator's prefixes: numbers
 * ported in. The registration send still refuses them (40917126: its gateway goes by prefix),
 * which is how the sandbox reaches that answer through the screens.
 */
export const portedInMobiles: readonly string[] = [demoAccounts.otherOperatorMobile];

/** Lines owned by an ID: a sign-up with the line and another ID is refused (spec 02 §8 mismatch). */
const lineOwners: Readonly<Record<string, string>> = { [stepOneDemo.rudoLine]: demoAccounts.upgradeIdNbr };

/** Whether the operator's subscriber book has the number (spec 02 §7 /ecare/subs/exists). */
export function isSubscriber(accNbr: string): boolean {
  return isOperatorMobile(accNbr) || portedInMobiles.includes(accNbr.trim());
}

/** Whether a header names a verified registration code that has not been used yet. */
function isVerifiedReference(store: SandboxStore, referenceId: string | undefined): boolean {
  return referenceId !== undefined && store.registrationReferences.peek(referenceId) !== undefined;
}

/** A list's records in the request's language (NAME_AR is answered as NAME in Arabic). */
function recordsFor(c: Context, records: readonly ReferenceRecord[]) {
  const arabic = localeOf(c) === 'ar';
  return records.map(({ NAME_AR, ...record }) => (arabic && NAME_AR ? { ...record, NAME: NAME_AR } : record));
}

/** An ID check's fields: a known ID type and a number of at most 60; undefined when malformed. */
function idInput(body: Record<string, unknown>): { idType: string; idNbr: string } | undefined {
  const idType = stringField(body, 'idType');
  const idNbr = stringField(body, 'idNbr')?.trim().toUpperCase();
  if (!idType || !idNbr || idNbr.length > ID_NUMBER_MAX_LENGTH || !idFormatRule(idType)) return undefined;
  return { idType, idNbr };
}

/** The HTML of terms and privacy, with script and event-handler payloads the portal must neutralise. */
export const UNSAFE_CONTENT_PAYLOAD =
  '<script>window.__gaiaContentScriptRan = true;</script>' +
  '<img src="/__sandbox/missing.png" alt="" onerror="window.__gaiaContentHandlerRan = true">' +
  '<p><a href="javascript:window.__gaiaContentLinkRan = true">GAIA</a></p>';

/** Sign-up step one's checks and content (spec 02 §7; F2.1–F2.3). */
export function regStepOneRoutes(store: SandboxStore) {
  const app = new Hono();
  const eligibilityReferences = new ReferenceBook<string>(store.clock, 'ELG', 30 * 60_000, 1000);
  const findByIdNbr = (idNbr: string) => store.customers.find((customer) => customer.idNbr?.toUpperCase() === idNbr);

  /** Reference lists: identity lists here, the supplementary profile's in addressLists. */
  const records = (c: Context, code: string) => {
    const list = identityLists[code] ?? addressLists[code];
    return list ? ok(c, recordsFor(c, list)) : fail(c, ResultCode.badRequest, 'gaia_tip_bad_request', 404);
  };
  app.get('/ecare/common/entity/:code/records', (c) => records(c, c.req.param('code')));
  // The same call also serves tables' column configurations (spec 03 §7): another route answers
  // the entity codes that are not reference lists.
  app.get('/ecare/common/ceeEntity/:entityCode/records', async (c, next) => {
    const code = c.req.param('entityCode');
    if (identityLists[code] ?? addressLists[code]) return records(c, code);
    await next();
  });

  app.post('/ecare/subs/exists', async (c) => {
    const body = await readJsonObject(c);
    const accNbr = body && stringField(body, 'accNbr')?.trim();
    if (!accNbr) return badRequest(c);
    const tooLong = accountTooLong(c, accNbr);
    if (tooLong) return tooLong;
    return ok(c, { isExist: isSubscriber(accNbr) ? 'Y' : 'N' });
  });

  /** The number is a genuine document number: well-formed and not the registry's unknown one. */
  app.post('/uc/common/check/idValidity/security', async (c) => {
    const body = await readJsonObject(c);
    const input = body && idInput(body);
    if (!input) return badRequest(c);
    const valid = idFormatRule(input.idType)?.test(input.idNbr) && input.idNbr !== stepOneDemo.invalidIdNbr;
    if (!valid) return fail(c, StepOneResultCode.idInvalid, 'gaia_tip_signup_id_invalid');
    return ok(c, { valid: 'Y' });
  });

  /** {idType, accNbr, idNbr} → {referenceId, existsUser}; the mobile's line must not be another ID's. */
  const eligibility = async (c: Context, secured: boolean) => {
    const body = await readJsonObject(c);
    const input = body && idInput(body);
    if (!body || !input) return badRequest(c);
    const accNbr = body.accNbr === undefined ? undefined : stringField(body, 'accNbr')?.trim();
    if (body.accNbr !== undefined && accNbr === undefined) return badRequest(c);
    if (accNbr) {
      const tooLong = accountTooLong(c, accNbr);
      if (tooLong) return tooLong;
    }
    if (secured && !isVerifiedReference(store, c.req.header('Reference-Id')))
      return fail(c, StepOneResultCode.referenceInvalid, 'tips_otp_invalid_or_expired');
    const owner = accNbr ? lineOwners[accNbr] : undefined;
    if (owner && owner !== input.idNbr)
      return fail(c, StepOneResultCode.idPhoneMismatch, 'gaia_lb_user_signup_id_phone_not_match');
    return ok(c, {
      referenceId: eligibilityReferences.create(input.idNbr),
      existsUser: findByIdNbr(input.idNbr) ? 'Y' : 'N',
    });
  };
  app.post('/uc/reg/check/idEligibility', (c) => eligibility(c, false));
  app.post('/uc/reg/check/idEligibility/security', (c) => eligibility(c, true));

  app.get('/uc/reg/user/idNbr/:idNbr', (c) => {
    const idNbr = c.req.param('idNbr').trim().toUpperCase();
    if (idNbr.length === 0 || idNbr.length > ID_NUMBER_MAX_LENGTH) return badRequest(c);
    const customer = findByIdNbr(idNbr);
    if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
    return ok(c, { userId: customer.user.userId });
  });

  /** The existing-user lookup; /blur masks the e-mail and mobile (shown to a visitor). */
  const identify = async (c: Context, blur: boolean) => {
    const body = await readJsonObject(c);
    const input = body && idInput(body);
    if (!input) return badRequest(c);
    const customer = findByIdNbr(input.idNbr);
    if (!customer) return ok(c, { existsUser: 'N' });
    const shown = (value: string | undefined) => (value ? (blur ? maskText(value, defaultPortalConfig.mask) : value) : '');
    return ok(c, {
      existsUser: 'Y',
      userId: customer.user.userId,
      userCode: customer.user.userCode,
      mobile: shown(customer.contact.mobile),
      email: shown(customer.contact.email),
    });
  };
  app.post('/uc/profile/query/identifyUser', (c) => identify(c, false));
  app.post('/uc/profile/query/identifyUser/blur', (c) => identify(c, true));

  /** Terms and privacy (spec 02 §2, §7): the HTML in the request's language, unsafe parts included. */
  app.post('/ecare/content/detail', async (c) => {
    const body = await readJsonObject(c);
    const type = body && stringField(body, 'contentType');
    if (type !== 'TERMS' && type !== 'PRIVACY') return badRequest(c);
    const agreement: AgreementType = type;
    return ok(c, {
      type: agreement,
      title: translatorFor(c)(agreement === 'TERMS' ? 'gaia_dialog_terms_title' : 'gaia_dialog_privacy_title'),
      content: agreementHtml[agreement][localeOf(c)] + UNSAFE_CONTENT_PAYLOAD,
      version: AGREEMENT_VERSION,
    });
  });

  return app;
}
