import { compileDefaultPattern } from '../../kernel/config/patternSafety';
import { DEFAULT_MOBILE_PATTERN } from '../../kernel/config/defaultPatterns';
import { matches, maxLength, type Rule } from '../../kernel/rules/rules';
import type { PartyProfile } from '../partyProfile';
import { COMPLETION_LIMITS, CompletionMessageKey, contactNbrRules, emailRules, normaliseDigits } from './completionRules';

/**
 * My details (issue 13 item 4): the contacts a customer edits themselves (POST /ecare/user/modProfile).
 * Names, birthday and ID are the identity checked at registration and stay read-only (spec 02 §4:
 * "fields already held on the profile are locked"); the address has its own calls (AddressForm).
 */

/** The editable contacts. */
export interface ContactValues {
  contactNbr: string;
  alterContactNbr: string;
  email: string;
}

/** The modProfile body: the contacts, and the PIN check's reference when they change. */
export interface ModProfileRequest {
  contactNbr: string;
  alterContactNbr?: string;
  email?: string;
  /** From /uc/sec/pin-check; required by the server when the contacts change. */
  referenceId?: string;
}

/** The alternate number: optional, same pattern as the contact number. */
export const alterContactNbrRules: readonly Rule[] = [
  maxLength(COMPLETION_LIMITS.contactNbr, CompletionMessageKey.tooLong),
  matches(compileDefaultPattern(DEFAULT_MOBILE_PATTERN), CompletionMessageKey.contactNbrInvalid),
];

export const contactRules = {
  contactNbr: contactNbrRules,
  alterContactNbr: alterContactNbrRules,
  email: emailRules(false),
} as const;

/** The contact form's first values. */
export function contactValues(profile: PartyProfile | undefined): ContactValues {
  return {
    contactNbr: profile?.contactNbr ?? '',
    alterContactNbr: profile?.alterContactNbr ?? '',
    email: profile?.email ?? '',
  };
}

/** The modProfile body of the contact form's values. */
export function modProfileRequest(values: ContactValues, referenceId?: string): ModProfileRequest {
  const alter = normaliseDigits(values.alterContactNbr);
  const email = values.email.trim();
  return {
    contactNbr: normaliseDigits(values.contactNbr),
    ...(alter ? { alterContactNbr: alter } : {}),
    ...(email ? { email } : {}),
    ...(referenceId ? { referenceId } : {}),
  };
}

/** Whether the contacts differ from what the profile holds (only then is the PIN asked for). */
export function contactsChanged(profile: PartyProfile | undefined, values: ContactValues): boolean {
  const held = contactValues(profile);
  return (
    normaliseDigits(values.contactNbr) !== held.contactNbr ||
    normaliseDigits(values.alterContactNbr) !== held.alterContactNbr ||
    values.email.trim() !== held.email
  );
}
