import { Hono, type Context } from 'hono';
import {
  HeaderName,
  MobileFillMessageKey,
  MobileFillPath,
  ResultCode,
  defaultPortalConfig,
  mobileFillMobileRules,
  validate,
  type NeedMobileFillUpResult,
} from '@gaia/domain';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { profileOf } from './profile/session';
import { withCustomer } from './guards';

/**
 * Whether the customer must give a mobile: an individual with none to receive codes on (signed up
 * with an e-mail only). A company signs in with its company account and its representative's ID, and
 * its contacts are kept by the corporate completion: it is never asked.
 */
export function lacksMobile(customer: SandboxCustomer): boolean {
  return customer.user.partyType !== 'CORPORATE' && !customer.contact.mobile;
}

/**
 * The mobile fill-up (spec 02 §5, §7; docs/adr/0027), for the signed-in customer:
 * - POST /ecare/gaia/register/need-fillup-mobile {} → {fillUpFlag}: Y while an individual has no
 *   mobile (an e-mail sign-up), N once they have one, and for companies;
 * - POST /ecare/gaia/register/fillup-mobile {mobile} with the Reference-Id of a registration code
 *   verified for that mobile (/uc/reg/otp/verify, used up here) → {mobile}: the number becomes the
 *   customer's mobile — where codes go, an account they sign in with, the profile's contact number
 *   when it has none. A number that already signs somebody in answers 40917002; a missing,
 *   spent or other number's reference 40917004 (the code must be asked for again).
 * Both need a session (401 without); malformed bodies answer 400 with the envelope.
 */
export function mobileFillRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post(MobileFillPath.needFillUp, withCustomer(store, async (c, customer) => {
    if (!(await readJsonObject(c))) return badRequest(c);
    const answer: NeedMobileFillUpResult = { fillUpFlag: lacksMobile(customer) ? 'Y' : 'N' };
    return ok(c, answer);
  }));

  app.post(MobileFillPath.fillUp, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const mobile = body && stringField(body, 'mobile')?.trim();
    if (mobile === undefined) return badRequest(c);
    // The portal's rule, so the two can never disagree (the pattern, at most 60).
    const error = validate(mobile, mobileFillMobileRules(defaultPortalConfig));
    if (error) return badRequest(c, error);
    if (!lacksMobile(customer)) return fail(c, ResultCode.accountExists, MobileFillMessageKey.mobileRegistered);
    const holder = store.findByAccount(mobile);
    if (holder && holder !== customer) return fail(c, ResultCode.accountExists, MobileFillMessageKey.mobileRegistered);
    if (!referenceFor(c, mobile)) return fail(c, ResultCode.otpExpired, MobileFillMessageKey.codeInvalid);
    customer.contact = { ...customer.contact, mobile };
    if (!customer.accounts.includes(mobile)) customer.accounts.push(mobile);
    const profile = profileOf(store, customer);
    if (!profile.contactNbr) store.profiles.put({ ...profile, contactNbr: mobile }, store.now());
    return ok(c, { mobile });
  }));

  /** Uses up the Reference-Id: it must be a registration code verified for this mobile. */
  function referenceFor(c: Context, mobile: string): boolean {
    const id = c.req.header(HeaderName.referenceId)?.trim();
    if (!id) return false;
    return store.registrationReferences.consume(id) === mobile;
  }

  return app;
}
