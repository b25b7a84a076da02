import type { Context } from 'hono';
import { Hono } from 'hono';
import { BIOMETRIC_TYPE_FACE, HeaderName, ResultCode, defaultRegistrationConfig } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { addRegisteredIndividual, takenAccount, upgradableCustomer, upgradeCustomer, type RegisteredPerson } from '../store/registrations';
import { badRequest, fail, ok, stringField } from '../envelope';
import { registrationProblem, strongPassword, upgradeProblem } from './regSubmissionChecks';
import { withBody } from './guards';

type Json = Record<string, unknown>;

function isPoint(value: unknown, x: number, y: number): boolean {
  return Boolean(value) && typeof value === 'object' && (value as Json).x === x && (value as Json).y === y;
}

/** A refused field: 400 with the envelope naming it. */
const invalidField = (c: Context, field: string) => fail(c, ResultCode.badRequest, 'gaia_tip_signup_invalid_field', 400, { field });

/**
 * Register, upgrade, anti-spoof and the registration configuration (spec 02 §7; F2.7–F2.9):
 * - GET /ecare/gaia/register/config: the reading (settings.signUpReading), faceNullable N when face
 *   collection is required (settings.registrationFaceRequired), and the rest of the defaults;
 * - POST /uc/reg/register/individual: every field checked; the Reference-Id header must be a valid
 *   verified registration reference of the payload's mobile or e-mail (else 40917004,
 *   gaia_tip_incorrect_otp); an account already taken answers 40917002; otherwise a new customer
 *   with a new user code, who signs in at once with mobile, e-mail or ID and the password. The ID is
 *   optional (the alternative form in reading B opens an account by mobile or e-mail alone, F2.2):
 *   such a customer's profile holds no ID, so the completeness check asks for it (F2.12);
 * - POST /uc/reg/user/upgrade/individual: the same checks; the customer known by the ID number with
 *   no account (U-1004) gains the accounts and the password, keeping their user code;
 * - POST /uc/sec/comparison/faceAntiSpoofCheck: passes or fails as settings.faceAntiSpoof says.
 */
export function regSubmissionRoutes(store: SandboxStore) {
  const app = new Hono();

  app.get('/ecare/gaia/register/config', (c) =>
    ok(c, {
      ...defaultRegistrationConfig,
      reading: store.settings.signUpReading,
      faceNullable: store.settings.registrationFaceRequired ? 'N' : 'Y',
    }),
  );

  /** Whether a biometrics list holds a face. */
  const hasFace = (list: unknown) => Array.isArray(list) && list.some((b) => (b as Json | null)?.biometricType === BIOMETRIC_TYPE_FACE);

  /**
   * Reads the person of a checked body: its account part (`info`, the password decrypted) and its
   * party part (whether it enrols a face); a Response when it cannot.
   */
  async function personOf(c: Context, info: Json, party: Json): Promise<RegisteredPerson | Response> {
    const reading = await store.readPassword(String(info.password));
    if (reading.status === 'undecryptable') return fail(c, ResultCode.passwordNotDecryptable, 'gaia_tip_password_not_decryptable');
    if (reading.status === 'replayed') return badRequest(c);
    if (!strongPassword(reading.password)) return fail(c, ResultCode.badRequest, 'gaia_portal_account_password_rules_unmet', 400);
    return {
      userName: String(info.userName).trim(),
      mobile: stringField(info, 'mobile')?.trim() || undefined,
      email: stringField(info, 'email')?.trim() || undefined,
      idNbr: typeof info.idNbr === 'string' ? info.idNbr.trim().toUpperCase() : undefined,
      password: reading.password,
      faceEnrolled: hasFace(party.biometrics),
    };
  }

  /** Uses up the Reference-Id: it must have been issued for one of the person's accounts. */
  function referenceMatches(c: Context, person: RegisteredPerson): boolean {
    const id = c.req.header(HeaderName.referenceId)?.trim();
    if (!id) return false;
    const account = store.registrationReferences.consume(id);
    return account !== undefined && [person.mobile, person.email].some((a) => a && a.toLowerCase() === account.toLowerCase());
  }

  app.post('/uc/reg/register/individual', withBody(async (c, body) => {
    const problem = registrationProblem(body);
    if (problem) return invalidField(c, problem);
    const person = await personOf(c, body.userRegisterInfo as Json, body.individual as Json);
    if (person instanceof Response) return person;
    if (store.settings.registrationFaceRequired && !person.faceEnrolled) return invalidField(c, 'individual.biometrics');
    // The ID of a known customer without accounts is theirs to upgrade, not a new registration's.
    if (takenAccount(store, person) || upgradableCustomer(store, person.idNbr))
      return fail(c, ResultCode.accountExists, 'gaia_tip_signup_account_exists');
    if (!referenceMatches(c, person)) return fail(c, ResultCode.otpExpired, 'gaia_tip_incorrect_otp');
    const customer = addRegisteredIndividual(store, person);
    return ok(c, { userCode: customer.user.userCode, userId: customer.user.userId });
  }));

  app.post('/uc/reg/user/upgrade/individual', withBody(async (c, body) => {
    const problem = upgradeProblem(body);
    if (problem) return invalidField(c, problem);
    const person = await personOf(c, body.userUpgradeInfo as Json, body.profile as Json);
    if (person instanceof Response) return person;
    const customer = upgradableCustomer(store, person.idNbr);
    if (!customer) return fail(c, ResultCode.userNotExist, 'gaia_tip_signup_upgrade_not_found');
    if (takenAccount(store, { mobile: person.mobile, email: person.email }))
      return fail(c, ResultCode.accountExists, 'gaia_tip_signup_account_exists');
    if (!referenceMatches(c, person)) return fail(c, ResultCode.otpExpired, 'gaia_tip_incorrect_otp');
    upgradeCustomer(customer, person);
    return ok(c, { userCode: customer.user.userCode, userId: customer.user.userId });
  }));

  app.post('/uc/sec/comparison/faceAntiSpoofCheck', withBody((c, body) => {
    const path = stringField(body, 'charcFilePath')?.trim();
    const box = body.boxCoordinateList;
    if (!path || path.length > 300 || !Array.isArray(box) || box.length !== 2 || !isPoint(box[0], 305, 0) || !isPoint(box[1], 980, 720))
      return badRequest(c);
    return ok(c, { passed: store.settings.faceAntiSpoof === 'pass' });
  }));

  return app;
}
