import type { Context } from 'hono';
import {
  ACCOUNT_MAX_LENGTH,
  ResultCode,
  SecurityResultCode,
  toCorporateIdentity,
  validateCorporateIdentity,
  type CorporateIdentityInput,
  type LoginAcctType,
  type OtpBusinessTypeValue,
} from '@gaia/domain';
import { badRequest, fail, ok, translatorFor } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import type { Channel, VerifyResult } from '../store/otp';
import type { SandboxCustomer } from '../store/seed';

/** Which layer answers: the already-sent code differs (spec 01 §8: /ecare 40904118, /uc 40917001). */
export type Layer = 'ecare' | 'uc';

/**
 * "Sends" a code: records it in the inbox unless one went to this account less than the gap ago,
 * in which case the already-sent code answers with the server message and nothing new is sent.
 */
export function sendCode(
  c: Context,
  store: SandboxStore,
  input: {
    layer: Layer;
    account: string;
    businessType: OtpBusinessTypeValue;
    channel: Channel;
    recipient: string;
  },
): Response {
  // Nothing longer than an account may be is ever recorded (the inbox keeps what it is given).
  if (input.account.trim().length > ACCOUNT_MAX_LENGTH || input.recipient.length > ACCOUNT_MAX_LENGTH)
    return fail(c, ResultCode.invalidAccount, 'tip_invalid_account');
  const t = translatorFor(c);
  const result = store.otp.issue({
    ...input,
    text: (code, minutes) => t('gaia_tip_otp_message', { code, minutes }),
  });
  if (result.status === 'alreadySent') {
    const code = input.layer === 'ecare' ? ResultCode.otpAlreadySent : ResultCode.ucOtpAlreadySent;
    return fail(
      c,
      code,
      'gaia_tip_otp_already_sent',
      200,
      { seconds: result.waitSeconds },
      { waitSeconds: result.waitSeconds },
    );
  }
  return ok(
    c,
    { otpReceivingMedium: input.recipient, waitSeconds: result.waitSeconds },
    { flag: 'Y' },
  );
}

/** Sends a code to the account itself: by SMS to a mobile number, by e-mail to an e-mail address. */
export function sendCodeToAccount(
  c: Context,
  store: SandboxStore,
  input: { layer: Layer; account: string; kind: LoginAcctType; businessType: OtpBusinessTypeValue },
): Response {
  const { kind, ...rest } = input;
  return sendCode(c, store, {
    ...rest,
    channel: kind === 'MOBILE' ? 'SMS' : 'EMAIL',
    recipient: input.account,
  });
}

/** Where a customer's codes go: the mobile by SMS, else the e-mail. */
export function contactOf(
  customer: SandboxCustomer,
): { channel: Channel; recipient: string } | undefined {
  if (customer.contact.mobile) return { channel: 'SMS', recipient: customer.contact.mobile };
  if (customer.contact.email) return { channel: 'EMAIL', recipient: customer.contact.email };
  return undefined;
}

/**
 * A company account and representative ID as received, normalised and checked with the domain's
 * corporate rules (the portal's own): the identity, or the bad request that names the first error.
 */
export function corporateIdentityOf(
  c: Context,
  loginAcct: string,
  representativeIdNbr: string,
): CorporateIdentityInput | Response {
  const identity = toCorporateIdentity({ loginAcct, representativeIdNbr });
  const error = firstError(validateCorporateIdentity(identity));
  return error ? badRequest(c, error) : identity;
}

/** The corporate customer of the identity when its representative ID matches, else undefined. */
export function representedCorporate(
  store: SandboxStore,
  identity: CorporateIdentityInput,
): SandboxCustomer | undefined {
  const { customer, representativeMatches } = store.findCorporate(
    identity.loginAcct,
    identity.representativeIdNbr,
  );
  return representativeMatches ? customer : undefined;
}

/**
 * Sends a code to a company's contact: tip_user_not_exist unless the representative matches, a
 * server error for a company with no contact on file.
 */
export function sendCorporateCode(
  c: Context,
  store: SandboxStore,
  identity: CorporateIdentityInput,
  input: { layer: Layer; businessType: OtpBusinessTypeValue },
): Response {
  const customer = representedCorporate(store, identity);
  if (!customer) return fail(c, ResultCode.userNotExist, 'tip_user_not_exist');
  const contact = contactOf(customer);
  if (!contact) return fail(c, ResultCode.serverError, 'gaia_tip_server_error');
  return sendCode(c, store, { ...input, account: identity.loginAcct, ...contact });
}

/** The answer of a failed code check: wrong 40904106, expired 40917004, invalidated after 5 wrong tries 40904122. */
export function codeFailure(c: Context, result: Exclude<VerifyResult, 'ok'>) {
  switch (result) {
    case 'expired':
      return fail(c, ResultCode.otpExpired, 'gaia_tip_otp_expired');
    case 'attemptsExceeded':
      return fail(c, SecurityResultCode.otpAttemptsExceeded, 'gaia_tip_otp_attempts_exceeded');
    default:
      return fail(c, ResultCode.otpWrong, 'gaia_tip_otp_wrong');
  }
}

/**
 * Reads encrypted password fields ('' stays '', so "required" answers): the clear passwords, or the
 * answer to send — 40904121 when a field is not sealed ciphertext of our key, 40904124 when it was
 * seen before or is out of its time window (a replay).
 */
export async function readPasswords(
  c: Context,
  store: SandboxStore,
  ciphers: readonly string[],
): Promise<string[] | Response> {
  const passwords: string[] = [];
  for (const cipher of ciphers) {
    const reading = await store.readPassword(cipher);
    if (reading.status === 'undecryptable')
      return fail(c, ResultCode.passwordNotDecryptable, 'gaia_tip_password_not_decryptable');
    if (reading.status === 'replayed')
      return fail(c, SecurityResultCode.passwordReplayed, 'gaia_tip_password_replayed');
    passwords.push(reading.password);
  }
  return passwords;
}

/**
 * Checks a password against a customer under the sign-in throttle: a locked account answers
 * 40904123 (with the minutes left) whatever the password; a wrong password counts a failure and the
 * 5th within 15 minutes locks the account (answering 40904123); a right one clears the failures.
 * Answers undefined when the password is right.
 */
export function checkSignInPassword(
  c: Context,
  store: SandboxStore,
  customer: SandboxCustomer,
  password: string,
  wrongKey = 'gaia_tip_bad_credentials',
): Response | undefined {
  const userId = customer.user.userId;
  const locked = store.signInLockedMs(userId);
  if (locked > 0) return lockedAnswer(c, locked);
  if (customer.password === undefined || customer.password !== password) {
    const lockedNow = store.recordSignInFailure(userId);
    if (lockedNow > 0) return lockedAnswer(c, lockedNow);
    return fail(c, ResultCode.badCredentials, wrongKey);
  }
  store.clearSignInFailures(userId);
  return undefined;
}

function lockedAnswer(c: Context, lockedMs: number): Response {
  const seconds = Math.ceil(lockedMs / 1000);
  return fail(
    c,
    SecurityResultCode.signInLocked,
    'gaia_tip_signin_locked',
    200,
    { minutes: Math.ceil(seconds / 60) },
    { retryAfterSeconds: seconds },
  );
}


/** Opens a session and answers {token, user}. */
export function signedIn(c: Context, store: SandboxStore, customer: SandboxCustomer) {
  return ok(c, { token: store.openSession(customer), user: customer.user });
}

/** The first message key of a domain validation result, if any. */
export function firstError(errors: Record<string, string | undefined>): string | undefined {
  return Object.values(errors).find((value): value is string => Boolean(value));
}
