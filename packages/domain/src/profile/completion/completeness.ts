import {
  ATTACHMENT_TYPE_ID_COPY,
  type PartyProfile,
} from '../partyProfile';
import { MINIMUM_SERVICE_AGE, ageOn, parseBirthday, type CalendarDay } from '../../registration/age';

/**
 * Profile completeness (F2.12, spec 02 §4 "Profile completion: after login a completeness check runs
 * (userId, engage level register); when incomplete the prompt appears"). The documents do not list
 * which fields a complete profile needs; these lists are the operator's rule, answered by
 * /uc/profile/rule/completeness and applied by /uc/profile/check/completeness. The same function
 * runs in the sandbox and decides what the completion pages ask for.
 */

/** The engage level the completeness calls take (spec 02 §7 "engageLevel register"). */
export const ENGAGE_LEVEL_REGISTER = 'REGISTER';

/** A part of a profile the completeness rule can require. */
export type CompletionField =
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'birthday'
  | 'nationality'
  | 'partyName'
  | 'idNbr'
  | 'contactNbr'
  | 'email'
  | 'defaultAddr'
  | 'idCopy'
  | 'bank';

/** An individual needs names, gender, birthday, nationality, ID, a contact number, an address and the ID copy. */
export const INDIVIDUAL_REQUIRED_FIELDS: readonly CompletionField[] = [
  'firstName',
  'lastName',
  'gender',
  'birthday',
  'nationality',
  'idNbr',
  'contactNbr',
  'defaultAddr',
  'idCopy',
];

/**
 * A company needs its name, registration number, a contact number and e-mail, an address, its
 * registration document and a bank account (invoices and refunds are paid to it).
 */
export const CORPORATE_REQUIRED_FIELDS: readonly CompletionField[] = [
  'partyName',
  'idNbr',
  'contactNbr',
  'email',
  'defaultAddr',
  'idCopy',
  'bank',
];

/** The rule of a party type (what /uc/profile/rule/completeness answers). */
export function requiredCompletionFields(partyType: PartyProfile['partyType']): readonly CompletionField[] {
  return partyType === 'CORPORATE' ? CORPORATE_REQUIRED_FIELDS : INDIVIDUAL_REQUIRED_FIELDS;
}

const filled = (value: string | undefined) => value !== undefined && value.trim().length > 0;

/** Whether the profile holds one field of the rule. */
export function hasCompletionField(profile: PartyProfile, field: CompletionField): boolean {
  switch (field) {
    case 'defaultAddr':
      return filled(profile.defaultAddr?.detailAddr1) && filled(profile.defaultAddr?.detailAddr2);
    case 'idCopy':
      return (profile.attachments ?? []).some((a) => a.attachmentType === ATTACHMENT_TYPE_ID_COPY && filled(a.filePath));
    case 'bank':
      return filled(profile.bank?.bankName) && filled(profile.bank?.bankAccountNbr) && filled(profile.bank?.bankAccountName);
    default:
      return filled(profile[field]);
  }
}

/** The fields of the rule the profile does not hold yet, in the rule's order. */
export function missingCompletionFields(profile: PartyProfile): CompletionField[] {
  return requiredCompletionFields(profile.partyType).filter((field) => !hasCompletionField(profile, field));
}

/** True when an individual's birthday makes them younger than the minimum service age (spec 02 §9: 16). */
export function isUnderServiceAge(profile: PartyProfile, today: CalendarDay): boolean {
  if (profile.partyType !== 'INDIVIDUAL' || !profile.birthday) return false;
  const birthday = parseBirthday(profile.birthday);
  return birthday !== undefined && ageOn(birthday, today) < MINIMUM_SERVICE_AGE;
}

/** What /uc/profile/check/completeness answers. */
export interface CompletenessResult {
  /** Y when nothing of the rule is missing. */
  completeFlag: 'Y' | 'N';
  missingFields: CompletionField[];
  /** Y for an individual under 16: the portal shows the under-16 block page (F2.13). */
  underAgeFlag: 'Y' | 'N';
  /**
   * Y when changing the contacts asks for the PIN check first (/uc/sec/pin-check): see the area
   * README, "The PIN check".
   */
  pinCheckFlag: 'Y' | 'N';
}

/** What /uc/profile/rule/completeness answers. */
export interface CompletenessRule {
  partyType: PartyProfile['partyType'];
  engageLevel: string;
  requiredFields: readonly CompletionField[];
}

/** Evaluates a profile on a day: the answer of the completeness check. */
export function checkCompleteness(profile: PartyProfile, today: CalendarDay, pinCheck: boolean): CompletenessResult {
  const missingFields = missingCompletionFields(profile);
  return {
    completeFlag: missingFields.length === 0 ? 'Y' : 'N',
    missingFields,
    underAgeFlag: isUnderServiceAge(profile, today) ? 'Y' : 'N',
    pinCheckFlag: pinCheck ? 'Y' : 'N',
  };
}

/** Where the completion prompt's Fulfil now leads (spec 02 §2: by signInUserType). */
export function completionRoute(signInUserType: string | undefined): '/complete' | '/complete-c' {
  return signInUserType === 'CORPORATION' ? '/complete-c' : '/complete';
}

/** What the portal does after the check: block (under 16), prompt (incomplete) or nothing. */
export type CompletionVerdict = 'underAge' | 'prompt' | 'none';

export function completionVerdict(result: CompletenessResult | null | undefined): CompletionVerdict {
  if (!result) return 'none';
  if (result.underAgeFlag === 'Y') return 'underAge';
  return result.completeFlag === 'N' ? 'prompt' : 'none';
}
