import { birthdayRule, compareDays, parseBirthday, type AgeLimits, type CalendarDay } from '../age';
import type { FormRules } from '../../kernel/forms/formRules';
import { compose, limitLength, upperCase } from '../../kernel/rules/normalise';
import { exceedsLength } from '../../kernel/rules/rules';
import type { IdentityData, UploadedFile } from './model';
import { IdentityMessageKey } from './messageKeys';

/**
 * Identity details of sign-up (spec 02 §5 "Identity details"; F2.4, F2.5): gender, first and last
 * name required and upper-cased, birthday within the configured ages (kycAgeLimit), ID expiry
 * required for non-nationals and not in the past, copy of the ID required.
 */

/** Longest first or last name (ours: the documents give none; an ID card prints no longer). */
export const NAME_MAX_LENGTH = 60;

/** Names are upper-cased as typed, and cut at the limit (spec 02 §5 "names upper-cased"). */
export const normaliseName = compose(upperCase, limitLength(NAME_MAX_LENGTH));

/** The identity form as typed: every field a string ('' while empty). */
export interface IdentityFormValues {
  gender: string;
  firstName: string;
  lastName: string;
  /** YYYYMMDD once a whole accepted day is chosen. */
  birthday: string;
  /** YYYYMMDD; asked of non-nationals only. */
  idExpDate: string;
  /** The stored ID copy's path ('' until uploaded). */
  copyOfID: string;
}

export const emptyIdentityValues: IdentityFormValues = {
  gender: '',
  firstName: '',
  lastName: '',
  birthday: '',
  idExpDate: '',
  copyOfID: '',
};

/** Whether a nationality is another than the operator's own (default ZWE): such people give an ID expiry. */
export function isNonNational(nationality: string, defaultNationality: string): boolean {
  return nationality.trim().toUpperCase() !== defaultNationality.trim().toUpperCase();
}

/**
 * The ID expiry's problem (spec 02 §5 "passport expiry required for non-nationals and not in the
 * past"): a message key, or undefined when accepted. Today itself is still valid.
 */
export function expiryProblem(value: string, today: CalendarDay): string | undefined {
  if (value.trim() === '') return IdentityMessageKey.expiryRequired;
  const day = parseBirthday(value);
  if (!day) return IdentityMessageKey.expiryInvalid;
  return compareDays(day, today) < 0 ? IdentityMessageKey.expiryPast : undefined;
}

/** A first or last name: required (with `requiredKey`), at most 60 characters. */
export function nameProblem(value: string, requiredKey: string): string | undefined {
  if (value.trim() === '') return requiredKey;
  return exceedsLength(value, NAME_MAX_LENGTH) ? IdentityMessageKey.nameTooLong : undefined;
}

export interface IdentityRuleOptions {
  /** Non-nationals give the ID expiry. */
  nonNational: boolean;
  /** The configured age limits (kycAgeLimit of individuals). */
  ageLimit: AgeLimits;
  today: CalendarDay;
}

/** F2.4: the rules of the identity form, each field's message key. */
export function identityRules({
  nonNational,
  ageLimit,
  today,
}: IdentityRuleOptions): FormRules<IdentityFormValues> {
  const birthday = birthdayRule({ ...ageLimit, today });
  return (values) => ({
    gender:
      values.gender === 'male' || values.gender === 'female'
        ? undefined
        : IdentityMessageKey.genderRequired,
    firstName: nameProblem(values.firstName, IdentityMessageKey.firstNameRequired),
    lastName: nameProblem(values.lastName, IdentityMessageKey.lastNameRequired),
    birthday:
      values.birthday === '' ? IdentityMessageKey.birthdayRequired : birthday(values.birthday),
    idExpDate: nonNational ? expiryProblem(values.idExpDate, today) : undefined,
    copyOfID: values.copyOfID === '' ? IdentityMessageKey.copyRequired : undefined,
  });
}

/** What the step adds to the form's values to make the step's data. */
export interface IdentityContext {
  nationality: string;
  idType: string;
  idNbr: string;
  nonNational: boolean;
  copyOfIDUpload: UploadedFile;
  readByOcr?: readonly (keyof IdentityData)[];
}

/** The identity data of checked values (names upper-cased and trimmed; the expiry only for non-nationals). */
export function toIdentityData(values: IdentityFormValues, context: IdentityContext): IdentityData {
  return {
    nationality: context.nationality,
    idType: context.idType,
    idNbr: context.idNbr,
    gender: values.gender === 'female' ? 'female' : 'male',
    firstName: upperCase(values.firstName.trim()),
    lastName: upperCase(values.lastName.trim()),
    birthday: values.birthday,
    ...(context.nonNational ? { idExpDate: values.idExpDate } : {}),
    copyOfIDUpload: context.copyOfIDUpload,
    ...(context.readByOcr && context.readByOcr.length > 0 ? { readByOcr: context.readByOcr } : {}),
  };
}

/** The form's values from saved identity data (a draft, or the data restored on Back). */
export function identityValuesOf(data: Partial<IdentityData> | undefined): IdentityFormValues {
  return {
    gender: data?.gender ?? '',
    firstName: data?.firstName ?? '',
    lastName: data?.lastName ?? '',
    birthday: data?.birthday ?? '',
    idExpDate: data?.idExpDate ?? '',
    copyOfID: data?.copyOfIDUpload?.filePath ?? '',
  };
}
