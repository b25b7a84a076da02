import { defaultContactPatterns, type ContactPatterns } from '../../kernel/config/defaultPatterns';
import { compose, limitLength, upperCase, type Normaliser } from '../../kernel/rules/normalise';
import { identifierUpTo } from '../../kernel/rules/typedTokens';
import {
  matches,
  required,
  requiredWithinMatching,
  validate,
  type Rule,
} from '../../kernel/rules/rules';
import { validateNewPassword } from '../../profile/newPassword';
import type { StoredFileDetail } from '../../profile/upload';
import { ACCOUNT_MAX_LENGTH } from '../../sign-in/account';
import { birthdayRule, type AgeLimits, type CalendarDay } from '../age';
import { NAME_MAX_LENGTH } from '../identity/identityRules';
import { normaliseIdNumber, normaliseSignUpAccount, normaliseSignUpMobile } from '../stepOne/rules';
import {
  COMPANY_DOCUMENTS_MAX,
  COMPANY_DOCUMENT_ATTACHMENT_TYPE,
  type CompanyValues,
  type CorporateDraft,
  type CorporatePasswordValues,
  type CorporateRegistrationRequest,
  type RepresentativeValues,
} from './model';

/** Limits of the corporate fields (ADR 0020; spec 01 §9 for accounts and IDs: 60). */
export const COMPANY_NAME_MAX_LENGTH = 100;
export const REGISTRATION_NUMBER_MIN_LENGTH = 4;
export const REGISTRATION_NUMBER_MAX_LENGTH = 30;
/** The representative's names are as long as an individual's (ADR 0020). */
export const PERSON_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const REPRESENTATIVE_ID_MAX_LENGTH = ACCOUNT_MAX_LENGTH;
export const CONTACT_MAX_LENGTH = ACCOUNT_MAX_LENGTH;

/** Message keys of the corporate sign-up fields. */
export const CorporateMessageKey = {
  companyNameRequired: 'gaia_corporate_company_name_required',
  companyNameTooLong: 'gaia_corporate_company_name_max',
  companyNameFormat: 'gaia_corporate_company_name_format',
  registrationNumberRequired: 'gaia_corporate_brn_required',
  registrationNumberFormat: 'gaia_corporate_brn_format',
  documentsRequired: 'gaia_corporate_documents_required',
  documentsTooMany: 'gaia_corporate_documents_max',
  firstNameRequired: 'gaia_corporate_first_name_required',
  lastNameRequired: 'gaia_corporate_last_name_required',
  nameTooLong: 'gaia_corporate_name_max',
  nameFormat: 'gaia_corporate_name_format',
  idNbrRequired: 'gaia_corporate_id_required',
  idNbrTooLong: 'gaia_corporate_id_max',
  idNbrFormat: 'gaia_corporate_id_format',
  birthdayRequired: 'gaia_corporate_birthday_required',
  mobileRequired: 'gaia_corporate_mobile_required',
  /** A mobile that does not match the configured pattern (as spec 02 §5 asks of step one). */
  mobilePattern: 'gaia_corporate_mobile_format',
  emailRequired: 'gaia_corporate_email_required',
  emailPattern: 'gaia_corporate_email_format',
  contactTooLong: 'gaia_corporate_contact_max',
  termsRequired: 'gaia_corporate_terms_required',
  /** The server's answer for a registration number already registered (ADR 0020). */
  companyRegistered: 'gaia_corporate_company_registered',
  /** The verified code's reference is missing, used or expired: verify again. */
  referenceInvalid: 'gaia_corporate_reference_invalid',
} as const;

/* The patterns and normalisers below are built when the module loads: their calls are marked pure, so a
   bundler can drop the ones an import does not use. */

/* Company names: letters of any script, digits, spaces and the marks of trading names. */
const COMPANY_NAME = /^[\p{L}\p{N}][\p{L}\p{N} &.,'()/-]*$/u;
/* A BRN: upper-case letters and digits with '/' or '-' separators, at least one digit. */
const REGISTRATION_NUMBER = /* @__PURE__ */ new RegExp(
  `^(?=[A-Z0-9/-]*\\d)[A-Z0-9][A-Z0-9/-]{${REGISTRATION_NUMBER_MIN_LENGTH - 1},${REGISTRATION_NUMBER_MAX_LENGTH - 1}}$`,
);
/* Personal names: letters of any script, spaces, hyphens and apostrophes. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '-]*$/u;
/* A national ID or passport number: letters, digits and hyphens. */
const ID_NUMBER = /^[A-Z0-9][A-Z0-9-]*$/;

/** Collapses runs of spaces and drops leading ones (a trailing space may be the next word's start). */
const tidySpaces: Normaliser = (value) => value.replace(/^\s+/, '').replace(/\s{2,}/g, ' ');

/** Company name: spaces tidied, at most 100. */
export const normaliseCompanyName: Normaliser = /* @__PURE__ */ compose(
  tidySpaces,
  /* @__PURE__ */ limitLength(COMPANY_NAME_MAX_LENGTH),
);
/** Registration number: no spaces, upper-case, at most 30. */
export const normaliseRegistrationNumber: Normaliser = /* @__PURE__ */ identifierUpTo(
  REGISTRATION_NUMBER_MAX_LENGTH,
);
/** Names are upper-cased (as spec 02 §5 asks of individuals' names), at most 60. */
export const normalisePersonName: Normaliser = /* @__PURE__ */ compose(
  tidySpaces,
  upperCase,
  /* @__PURE__ */ limitLength(PERSON_NAME_MAX_LENGTH),
);
/** The representative's ID, as an individual's (spec 02 §5): no spaces, upper-cased, at most 60. */
export const normaliseRepresentativeId: Normaliser = normaliseIdNumber;
/** Mobile, as sign-up's (spec 02 §5): whitespace removed, at most 60. */
export const normaliseMobile: Normaliser = normaliseSignUpMobile;
/** E-mail, as sign-up's e-mail account: no spaces, at most 60. */
export const normaliseEmail: Normaliser = normaliseSignUpAccount;

export type CorporateErrors<V> = Partial<Record<keyof V, string>>;

/** Step 1 (F2.11): company name and registration number. */
export function validateCompany(values: CompanyValues): CorporateErrors<CompanyValues> {
  const errors: CorporateErrors<CompanyValues> = {};
  const name = validate(
    values.companyName.trim(),
    requiredWithinMatching(
      CorporateMessageKey.companyNameRequired,
      COMPANY_NAME_MAX_LENGTH,
      CorporateMessageKey.companyNameTooLong,
      COMPANY_NAME,
      CorporateMessageKey.companyNameFormat,
    ),
  );
  const number = validate(values.registrationNumber, [
    required(CorporateMessageKey.registrationNumberRequired),
    matches(
      REGISTRATION_NUMBER,
      CorporateMessageKey.registrationNumberFormat,
      REGISTRATION_NUMBER_MAX_LENGTH,
    ),
  ]);
  if (name) errors.companyName = name;
  if (number) errors.registrationNumber = number;
  return errors;
}

/** Step 1's documents: at least one, at most COMPANY_DOCUMENTS_MAX. */
export function documentsError(documents: readonly StoredFileDetail[]): string | undefined {
  if (documents.length === 0) return CorporateMessageKey.documentsRequired;
  if (documents.length > COMPANY_DOCUMENTS_MAX) return CorporateMessageKey.documentsTooMany;
  return undefined;
}

export interface RepresentativeRuleOptions {
  /** The representative's birthday limits (RegistrationConfig.corporateAgeLimit). */
  ageLimit: AgeLimits;
  /** Today, 'YYYYMMDD' or a day. */
  today: string | CalendarDay;
  /**
   * The mobile and e-mail patterns, compiled: `contactPatternsOf(config)` for the configured ones.
   * @default the built-in patterns
   */
  patterns?: ContactPatterns;
}

const nameRules = (requiredKey: string): readonly Rule[] =>
  requiredWithinMatching(
    requiredKey,
    PERSON_NAME_MAX_LENGTH,
    CorporateMessageKey.nameTooLong,
    PERSON_NAME,
    CorporateMessageKey.nameFormat,
  );

/** The mobile rule: required, the configured pattern (gaia_corporate_mobile_format). */
export function representativeMobileRules(
  patterns: ContactPatterns = defaultContactPatterns(),
): readonly Rule[] {
  return requiredWithinMatching(
    CorporateMessageKey.mobileRequired,
    CONTACT_MAX_LENGTH,
    CorporateMessageKey.contactTooLong,
    patterns.mobile,
    CorporateMessageKey.mobilePattern,
  );
}

/** Step 2 (F2.11): names, ID number, birthday within the corporate age limits, mobile and e-mail. */
export function validateRepresentative(
  values: RepresentativeValues,
  options: RepresentativeRuleOptions,
): CorporateErrors<RepresentativeValues> {
  const patterns = options.patterns ?? defaultContactPatterns();
  const checks: Record<keyof RepresentativeValues, string | undefined> = {
    firstName: validate(values.firstName.trim(), nameRules(CorporateMessageKey.firstNameRequired)),
    lastName: validate(values.lastName.trim(), nameRules(CorporateMessageKey.lastNameRequired)),
    idNbr: validate(
      values.idNbr,
      requiredWithinMatching(
        CorporateMessageKey.idNbrRequired,
        REPRESENTATIVE_ID_MAX_LENGTH,
        CorporateMessageKey.idNbrTooLong,
        ID_NUMBER,
        CorporateMessageKey.idNbrFormat,
      ),
    ),
    birthday: validate(values.birthday, [
      required(CorporateMessageKey.birthdayRequired),
      birthdayRule({ ...options.ageLimit, today: options.today }),
    ]),
    mobile: validate(values.mobile, representativeMobileRules(patterns)),
    email: validate(
      values.email,
      requiredWithinMatching(
        CorporateMessageKey.emailRequired,
        CONTACT_MAX_LENGTH,
        CorporateMessageKey.contactTooLong,
        patterns.email,
        CorporateMessageKey.emailPattern,
      ),
    ),
  };
  const errors: CorporateErrors<RepresentativeValues> = {};
  for (const [field, message] of Object.entries(checks) as [
    keyof RepresentativeValues,
    string | undefined,
  ][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

/** Step 4 (F2.11, F2.7): the new-password rules, the confirmation, and the terms agreed. */
export function validateCorporatePassword(
  values: CorporatePasswordValues,
): CorporateErrors<CorporatePasswordValues> {
  const errors: CorporateErrors<CorporatePasswordValues> = validateNewPassword(values);
  if (values.agreeTerms !== 'Y') errors.agreeTerms = CorporateMessageKey.termsRequired;
  return errors;
}

/** The registration body from the kept steps and the password (before the client encrypts it). */
export function toCorporateRegistration(
  draft: Pick<CorporateDraft, 'company' | 'documents' | 'representative'>,
  password: string,
  idType: string,
): CorporateRegistrationRequest {
  const { company, representative } = draft;
  const person = {
    firstName: representative.firstName.trim(),
    lastName: representative.lastName.trim(),
    idNbr: representative.idNbr,
    birthday: representative.birthday,
    mobile: representative.mobile,
    email: representative.email,
  };
  return {
    userRegisterInfo: {
      userName: company.companyName.trim(),
      mobile: person.mobile,
      email: person.email,
      password,
    },
    corporate: {
      corporationName: company.companyName.trim(),
      idType,
      idNbr: company.registrationNumber,
      attachments: draft.documents.map((file) => ({
        attachmentType: COMPANY_DOCUMENT_ATTACHMENT_TYPE,
        fileName: file.fileName,
        filePath: file.filePath,
        ...(file.fileSize === undefined ? {} : { fileSize: file.fileSize }),
      })),
      representative: person,
    },
    agreeTerms: true,
  };
}

/** The sign-in address after success: the corporate tab with the new company account prefilled (spec 01 §2 gaiaId). */
export function corporateSignInHref(userCode: string): string {
  return `/signIn?t=c&gaiaId=${encodeURIComponent(userCode)}`;
}
