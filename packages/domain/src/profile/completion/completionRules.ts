import { compileDefaultPattern } from '../../kernel/config/patternSafety';
import { DEFAULT_EMAIL_PATTERN, DEFAULT_MOBILE_PATTERN } from '../../kernel/config/defaultPatterns';
import { matches, maxLength, required, requiredWithin, validate, type Rule } from '../../kernel/rules/rules';
import { birthdayRule, MINIMUM_SERVICE_AGE, type CalendarDay } from '../../registration/age';

/**
 * Field rules of the completion pages and My details (F2.12; spec 02 §5 "Identity details",
 * "Supplementary"). Each rule answers a message key of ../i18n (profileCompletion), never a sentence.
 * The sandbox runs the same rules on /uc/profile/update/*, so a bad value is refused on both sides.
 */

export const CompletionMessageKey = {
  firstNameRequired: 'gaia_completion_first_name_required',
  lastNameRequired: 'gaia_completion_last_name_required',
  nameInvalid: 'gaia_completion_name_invalid',
  genderRequired: 'gaia_completion_gender_required',
  birthdayRequired: 'gaia_completion_birthday_required',
  nationalityRequired: 'gaia_completion_nationality_required',
  idNbrRequired: 'gaia_completion_id_required',
  idNbrInvalid: 'gaia_completion_id_invalid',
  companyNameRequired: 'gaia_completion_company_name_required',
  registrationNbrRequired: 'gaia_completion_registration_required',
  registrationNbrInvalid: 'gaia_completion_registration_invalid',
  contactNbrRequired: 'gaia_completion_contact_required',
  contactNbrInvalid: 'gaia_completion_contact_invalid',
  emailRequired: 'gaia_completion_email_required',
  emailInvalid: 'gaia_completion_email_invalid',
  streetRequired: 'gaia_completion_street_required',
  suburbRequired: 'gaia_completion_suburb_required',
  idCopyRequired: 'gaia_completion_id_copy_required',
  companyDocumentRequired: 'gaia_completion_company_document_required',
  bankNameRequired: 'gaia_completion_bank_name_required',
  bankAccountNbrRequired: 'gaia_completion_bank_account_required',
  bankAccountNbrInvalid: 'gaia_completion_bank_account_invalid',
  bankAccountNameRequired: 'gaia_completion_bank_account_name_required',
  tooLong: 'gaia_completion_too_long',
  /** An update with forceCheck that leaves required fields empty (the server's answer). */
  profileIncomplete: 'gaia_completion_profile_incomplete',
} as const;

/** Lengths: names and the account name 60 (as the mobile), street and suburb 150 (spec 02 §9). */
export const COMPLETION_LIMITS = {
  name: 60,
  companyName: 100,
  idNbr: 30,
  contactNbr: 30,
  email: 60,
  street: 150,
  suburb: 150,
  bankName: 60,
  bankAccountNbr: 20,
} as const;

/** The default nationality (spec 02 §9). */
export const DEFAULT_NATIONALITY = 'ZWE';

/** Letters of any script, single spaces, apostrophes and hyphens between them. */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u;
/** Zimbabwe national ID: two digits, optional dash, six or seven digits, a check letter, two digits (63-123456A78). */
export const NATIONAL_ID_PATTERN = /^\d{2}-?\d{6,7}[A-Z]\d{2}$/;
/** A passport number of a non-national: 6 to 12 letters and digits. */
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,12}$/;
/** A company registration number: letters, digits, slash and dash, 4 to 30. */
export const REGISTRATION_NBR_PATTERN = /^[A-Z0-9][A-Z0-9/-]{3,29}$/;
/** A bank account number: 6 to 20 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{6,20}$/;

/** Names are upper-cased (spec 02 §5 "names upper-cased"), spaces squeezed. */
export function normalisePartyName(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/^\s+/, '').toUpperCase();
}

/** ID numbers: whitespace stripped, upper-cased (spec 02 §5). */
export function normaliseIdNbr(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Street and suburb are upper-cased (spec 02 §5). */
export function normaliseAddressLine(value: string): string {
  return value.replace(/^\s+/, '').toUpperCase();
}

/** Contact and account numbers keep digits only (as typed). */
export function normaliseDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** A required field of at most `limit` characters; every field answers the same "too long" key. */
function requiredField(requiredKey: string, limit: number): Rule[] {
  return requiredWithin(requiredKey, limit, CompletionMessageKey.tooLong);
}

/** A required field of at most `limit` characters that must also have the form `pattern` gives. */
function requiredMatching(requiredKey: string, limit: number, pattern: RegExp, invalidKey: string): Rule[] {
  return [...requiredField(requiredKey, limit), matches(pattern, invalidKey)];
}

/* The completion forms check the default patterns, never configured ones: no configured-pattern guard. */
const mobile = /* @__PURE__ */ compileDefaultPattern(DEFAULT_MOBILE_PATTERN);
const email = /* @__PURE__ */ compileDefaultPattern(DEFAULT_EMAIL_PATTERN);

export const firstNameRules: readonly Rule[] = requiredMatching(CompletionMessageKey.firstNameRequired, COMPLETION_LIMITS.name, NAME_PATTERN, CompletionMessageKey.nameInvalid);
export const lastNameRules: readonly Rule[] = requiredMatching(CompletionMessageKey.lastNameRequired, COMPLETION_LIMITS.name, NAME_PATTERN, CompletionMessageKey.nameInvalid);
export const genderRules: readonly Rule[] = [required(CompletionMessageKey.genderRequired)];
export const nationalityRules: readonly Rule[] = [required(CompletionMessageKey.nationalityRequired)];

/** The ID number's rules: the national format for ZWE, a passport number otherwise. */
export function idNbrRules(nationality: string): readonly Rule[] {
  const pattern = nationality === DEFAULT_NATIONALITY ? NATIONAL_ID_PATTERN : PASSPORT_PATTERN;
  return requiredMatching(CompletionMessageKey.idNbrRequired, COMPLETION_LIMITS.idNbr, pattern, CompletionMessageKey.idNbrInvalid);
}

/** The birthday: required, 'YYYYMMDD', at least the minimum service age (16) and at most 120 on `today`. */
export function birthdayRules(today: CalendarDay | string): readonly Rule[] {
  return [
    required(CompletionMessageKey.birthdayRequired),
    birthdayRule({ today, minAge: MINIMUM_SERVICE_AGE, maxAge: 120 }),
  ];
}

export const companyNameRules: readonly Rule[] = requiredField(CompletionMessageKey.companyNameRequired, COMPLETION_LIMITS.companyName);
export const registrationNbrRules: readonly Rule[] = requiredMatching(CompletionMessageKey.registrationNbrRequired, COMPLETION_LIMITS.idNbr, REGISTRATION_NBR_PATTERN, CompletionMessageKey.registrationNbrInvalid);
export const contactNbrRules: readonly Rule[] = requiredMatching(CompletionMessageKey.contactNbrRequired, COMPLETION_LIMITS.contactNbr, mobile, CompletionMessageKey.contactNbrInvalid);
/** The e-mail: optional for individuals, required for companies. */
export function emailRules(isRequired: boolean): readonly Rule[] {
  return [
    ...(isRequired ? [required(CompletionMessageKey.emailRequired)] : []),
    maxLength(COMPLETION_LIMITS.email, CompletionMessageKey.tooLong),
    matches(email, CompletionMessageKey.emailInvalid),
  ];
}
export const streetRules: readonly Rule[] = requiredField(CompletionMessageKey.streetRequired, COMPLETION_LIMITS.street);
export const suburbRules: readonly Rule[] = requiredField(CompletionMessageKey.suburbRequired, COMPLETION_LIMITS.suburb);
export const bankNameRules: readonly Rule[] = requiredField(CompletionMessageKey.bankNameRequired, COMPLETION_LIMITS.bankName);
export const bankAccountNbrRules: readonly Rule[] = requiredMatching(CompletionMessageKey.bankAccountNbrRequired, COMPLETION_LIMITS.bankAccountNbr, BANK_ACCOUNT_PATTERN, CompletionMessageKey.bankAccountNbrInvalid);
export const bankAccountNameRules: readonly Rule[] = requiredField(CompletionMessageKey.bankAccountNameRequired, COMPLETION_LIMITS.name);

/** The values of the individual completion form (strings, as typed). */
export interface IndividualCompletionValues {
  firstName: string;
  lastName: string;
  gender: string;
  /** 'YYYYMMDD'. */
  birthday: string;
  nationality: string;
  idNbr: string;
  contactNbr: string;
  email: string;
  street: string;
  suburb: string;
  /** The stored ID copy's path ('' when none). */
  idCopyPath: string;
}

/** The values of the corporate completion form. */
export interface CorporateCompletionValues {
  companyName: string;
  registrationNbr: string;
  contactNbr: string;
  email: string;
  street: string;
  suburb: string;
  /** The stored registration document's path ('' when none). */
  documentPath: string;
  bankName: string;
  bankAccountNbr: string;
  bankAccountName: string;
}

type Errors<V> = Partial<Record<keyof V, string>>;

function collect<V extends object>(values: V, rules: Partial<Record<keyof V, readonly Rule[]>>): Errors<V> {
  const errors: Errors<V> = {};
  for (const [field, list] of Object.entries(rules) as [keyof V, readonly Rule[]][]) {
    const error = validate(String(values[field] ?? ''), list);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Every rule of the individual form: the first failing message key per field. */
export function validateIndividualCompletion(values: IndividualCompletionValues, today: CalendarDay | string): Errors<IndividualCompletionValues> {
  return collect(values, {
    firstName: firstNameRules,
    lastName: lastNameRules,
    gender: genderRules,
    birthday: birthdayRules(today),
    nationality: nationalityRules,
    idNbr: idNbrRules(values.nationality),
    contactNbr: contactNbrRules,
    email: emailRules(false),
    street: streetRules,
    suburb: suburbRules,
    idCopyPath: [required(CompletionMessageKey.idCopyRequired)],
  });
}

/** Every rule of the corporate form. */
export function validateCorporateCompletion(values: CorporateCompletionValues): Errors<CorporateCompletionValues> {
  return collect(values, {
    companyName: companyNameRules,
    registrationNbr: registrationNbrRules,
    contactNbr: contactNbrRules,
    email: emailRules(true),
    street: streetRules,
    suburb: suburbRules,
    documentPath: [required(CompletionMessageKey.companyDocumentRequired)],
    bankName: bankNameRules,
    bankAccountNbr: bankAccountNbrRules,
    bankAccountName: bankAccountNameRules,
  });
}
