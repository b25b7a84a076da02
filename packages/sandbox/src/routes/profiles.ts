import { Hono, type Context } from 'hono';
import {
  CompletionMessageKey,
  PIN_PATTERN,
  PIN_REFERENCE_REQUIRED_RESULT_CODE,
  PIN_WRONG_RESULT_CODE,
  PROFILE_SCOPES,
  PinMessageKey,
  ResultCode,
  ENGAGE_LEVEL_REGISTER,
  alterContactNbrRules,
  calendarDayOf,
  checkCompleteness,
  contactNbrRules,
  emailRules,
  isMemorableWordValid,
  memorableWordPattern,
  missingCompletionFields,
  requiredCompletionFields,
  validate,
  type PartyProfile,
  type ProfileScope,
} from '@gaia/domain';
import { badRequest, fail, ok, readJsonObject, stringField, tokenOf } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import { scopedProfile } from '../store/profiles';
import { fileQueryRoutes } from './profile/fileQuery';
import { hasFace, mergeProfile } from './profile/mergeProfile';
import { profileUpdateError, readProfileUpdate } from './profile/readProfileUpdate';
import { profileOf } from './profile/session';
import { withCustomerBody, withCustomer, signedInCustomer } from './guards';

/** An update with forceCheck that would leave the profile incomplete (nothing is saved). */
export const PROFILE_INCOMPLETE_RESULT_CODE = '40917201';
/** A request about another user than the signed-in one. */
export const PROFILE_FORBIDDEN_RESULT_CODE = '403';

/** Every scope of My details and the completion: what modProfile answers. */
const ALL_SCOPES: readonly ProfileScope[] = PROFILE_SCOPES;

function readScopes(value: unknown): ProfileScope[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > PROFILE_SCOPES.length) return undefined;
  return value.every((s) => typeof s === 'string' && (PROFILE_SCOPES as readonly string[]).includes(s))
    ? (value as ProfileScope[])
    : undefined;
}

/** The memorable word's pattern as the step-up form runs it, with no pattern configured. */
const MEMORABLE_WORD = memorableWordPattern(undefined);

/**
 * Profiles (spec 02 §7): acquire, update (individual, corporate), completeness check and rule, the
 * PIN check, modProfile and the file query; the delivery addresses are the address book's
 * (routes/addressBook.ts). Every call needs a session and speaks of the signed-in user only (a userId of someone else answers 403). The sign-up's upgrade
 * reads and writes the book directly (store.profiles.findByIdNbr / put).
 */

export function profileRoutes(store: SandboxStore) {
  const app = new Hono();

  /** The signed-in customer when the body's userId is theirs; else the answer to give. */
  async function ownRequest(c: Context) {
    const customer = signedInCustomer(c, store);
    if (customer instanceof Response) return customer;
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const userId = stringField(body, 'userId');
    if (userId === undefined) return badRequest(c);
    if (userId !== customer.user.userId) return fail(c, PROFILE_FORBIDDEN_RESULT_CODE, 'gaia_tip_bad_request', 403);
    return { customer, body };
  }

  app.post('/uc/profile/acquire/individual', async (c) => {
    const referenceId = c.req.header('Reference-Id');
    if (referenceId && !store.customerForToken(tokenOf(c))) return upgradeAcquire(c, referenceId);
    const request = await ownRequest(c);
    if (request instanceof Response) return request;
    const scopes = readScopes(request.body.scopes);
    if (!scopes) return badRequest(c);
    return ok(c, scopedProfile(profileOf(store, request.customer), scopes));
  });

  /**
   * A visitor upgrading a profile known to the operator (spec 02 §4 "the existing profile is
   * fetched"): no session yet, so a verified registration code (Reference-Id, not used up) and the ID
   * number typed on step one stand in for it, and only a user with neither e-mail nor mobile — one
   * an upgrade is for — can be read this way.
   */
  async function upgradeAcquire(c: Context, referenceId: string) {
    const body = await readJsonObject(c);
    const userId = body && stringField(body, 'userId');
    const idNbr = body && stringField(body, 'idNbr')?.replace(/\s+/g, '').toUpperCase();
    const scopes = body && readScopes(body.scopes);
    if (!userId || !idNbr || !scopes) return badRequest(c);
    if (store.registrationReferences.peek(referenceId) === undefined)
      return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const customer = store.findByUserId(userId);
    const profile = customer && store.profiles.get(userId, store.now());
    const upgradable = customer && !customer.contact.mobile && !customer.contact.email;
    if (!upgradable || !profile || profile.idNbr?.toUpperCase() !== idNbr)
      return fail(c, PROFILE_FORBIDDEN_RESULT_CODE, 'gaia_tip_bad_request', 403);
    return ok(c, scopedProfile(profile, scopes));
  }

  for (const partyType of ['INDIVIDUAL', 'CORPORATE'] as const) {
    app.post(`/uc/profile/update/${partyType === 'INDIVIDUAL' ? 'individual' : 'corporate'}`, withCustomer(store, async (c, customer) => {
      const body = await readJsonObject(c);
      const update = body && readProfileUpdate(body, partyType);
      if (!body || !update) return badRequest(c);
      const held = profileOf(store, customer);
      if (update.partyId !== held.partyId || held.partyType !== partyType)
        return fail(c, PROFILE_FORBIDDEN_RESULT_CODE, 'gaia_tip_bad_request', 403);
      const error = profileUpdateError(update, store.now());
      if (error) return fail(c, '400', error, 400);
      const merged = mergeProfile(held, update);
      const missingFields = missingCompletionFields(merged);
      if (body.forceCheck === true && missingFields.length > 0)
        return fail(c, PROFILE_INCOMPLETE_RESULT_CODE, CompletionMessageKey.profileIncomplete, 200, undefined, { missingFields });
      const saved = store.profiles.put(merged, store.now());
      // A face added here lets the customer sign in with it (F1.5).
      if (hasFace(saved)) customer.faceEnrolled = true;
      return ok(c, scopedProfile(saved, ALL_SCOPES));
    }));
  }

  app.post('/uc/profile/check/completeness', async (c) => {
    const request = await ownRequest(c);
    if (request instanceof Response) return request;
    if (request.body.engageLevel !== undefined && request.body.engageLevel !== ENGAGE_LEVEL_REGISTER) return badRequest(c);
    const profile = profileOf(store, request.customer);
    return ok(c, checkCompleteness(profile, calendarDayOf(new Date(store.now())), true));
  });

  app.post('/uc/profile/rule/completeness', async (c) => {
    const request = await ownRequest(c);
    if (request instanceof Response) return request;
    const partyType = profileOf(store, request.customer).partyType;
    return ok(c, { partyType, engageLevel: ENGAGE_LEVEL_REGISTER, requiredFields: requiredCompletionFields(partyType) });
  });

  /** {pin} → {referenceId} for the contact change (see the domain README "The PIN check"). */
  app.post('/uc/sec/pin-check', withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const pin = body && stringField(body, 'pin');
    if (pin === undefined || pin === null) return badRequest(c);
    // The same check takes My details' PIN and step-up's memorable word (spec 03 §4, default pattern).
    if (!PIN_PATTERN.test(pin) && !isMemorableWordValid(pin, MEMORABLE_WORD)) return fail(c, '400', PinMessageKey.invalid, 400);
    const userId = customer.user.userId;
    if (!store.profiles.pinMatches(userId, pin, store.now())) return fail(c, PIN_WRONG_RESULT_CODE, PinMessageKey.wrong);
    return ok(c, { referenceId: store.profiles.issuePinReference(userId, store.now()) });
  }));

  /**
   * {contactNbr, alterContactNbr?, email?, referenceId?}: changes the contacts; a change needs a PIN
   * check reference. Codes then go to the new mobile or e-mail (the sign-in accounts stay).
   */
  app.post('/ecare/user/modProfile', withCustomerBody(store, (c, { customer, body }) => {
    const contactNbr = stringField(body, 'contactNbr');
    const alterContactNbr = stringField(body, 'alterContactNbr') ?? '';
    const email = stringField(body, 'email') ?? '';
    if (contactNbr === undefined) return badRequest(c);
    const error =
      validate(contactNbr, contactNbrRules) ?? validate(alterContactNbr, alterContactNbrRules) ?? validate(email, emailRules(false));
    if (error) return fail(c, '400', error, 400);
    const held = profileOf(store, customer);
    const changed = contactNbr !== (held.contactNbr ?? '') || alterContactNbr !== (held.alterContactNbr ?? '') || email !== (held.email ?? '');
    if (changed) {
      const referenceId = stringField(body, 'referenceId') ?? '';
      if (!store.profiles.consumePinReference(referenceId, customer.user.userId, store.now()))
        return fail(c, PIN_REFERENCE_REQUIRED_RESULT_CODE, PinMessageKey.referenceRequired);
    }
    const next: PartyProfile = { ...held, contactNbr };
    if (alterContactNbr) next.alterContactNbr = alterContactNbr;
    else delete next.alterContactNbr;
    if (email) next.email = email;
    else delete next.email;
    const saved = store.profiles.put(next, store.now());
    customer.contact = { ...(contactNbr ? { mobile: contactNbr } : {}), ...(email ? { email } : {}) };
    return ok(c, scopedProfile(saved, ALL_SCOPES));
  }));

  app.route('/', fileQueryRoutes());
  return app;
}
