import type { FormRules } from '../../kernel/forms/formRules';
import type { PortalConfig } from '../../kernel/config/portalConfig';
import { validate } from '../../kernel/rules/rules';
import { birthdayRule, MINIMUM_SERVICE_AGE, type CalendarDay } from '../../registration/age';
import { IdentityMessageKey } from '../../registration/identity/messageKeys';
import { nameProblem } from '../../registration/identity/identityRules';
import { idNumberRules, signUpMobileRules } from '../../registration/stepOne/rules';
import { upperCase } from '../../kernel/rules/normalise';
import type { OnboardingIdentity } from './model';

/**
 * Step 4, identity of a new customer (F3.19, ADR 0023), with registration's pieces (spec 02 §5):
 * the ID number (required, ≤ 60, the ID type's format rule when given; spaces stripped and
 * upper-cased as typed), first and last name (required, upper-cased), gender (male or female),
 * birthday (at least 16: the under-16 rule) and the contact mobile (the configured mobile pattern).
 */
export interface OnboardingIdentityValues {
  idNbr: string;
  firstName: string;
  lastName: string;
  gender: string;
  /** YYYYMMDD. */
  birthday: string;
  contactMobile: string;
}

export const emptyOnboardingIdentity: OnboardingIdentityValues = {
  idNbr: '',
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  contactMobile: '',
};

export interface OnboardingIdentityRuleOptions {
  config: Pick<PortalConfig, 'mobilePattern'>;
  /** The ID type's format rule, when the server gave one. */
  idFormat?: RegExp;
  today: CalendarDay;
}

/** F3.19 step 4: each field's message key. */
export function onboardingIdentityRules({
  config,
  idFormat,
  today,
}: OnboardingIdentityRuleOptions): FormRules<OnboardingIdentityValues> {
  const birthday = birthdayRule({ minAge: MINIMUM_SERVICE_AGE, today });
  const idRules = idNumberRules(idFormat);
  const mobileRules = signUpMobileRules(config);
  return (values) => ({
    idNbr: validate(values.idNbr, idRules),
    firstName: nameProblem(values.firstName, IdentityMessageKey.firstNameRequired),
    lastName: nameProblem(values.lastName, IdentityMessageKey.lastNameRequired),
    gender:
      values.gender === 'male' || values.gender === 'female'
        ? undefined
        : IdentityMessageKey.genderRequired,
    birthday:
      values.birthday === '' ? IdentityMessageKey.birthdayRequired : birthday(values.birthday),
    contactMobile: validate(values.contactMobile, mobileRules),
  });
}

/** The identity of checked values (names upper-cased and trimmed). */
export function toOnboardingIdentity(values: OnboardingIdentityValues): OnboardingIdentity {
  return {
    idNbr: values.idNbr.trim(),
    firstName: upperCase(values.firstName.trim()),
    lastName: upperCase(values.lastName.trim()),
    gender: values.gender === 'female' ? 'female' : 'male',
    birthday: values.birthday,
    contactMobile: values.contactMobile.trim(),
  };
}

/** The form's values of a saved identity (a draft, or Back). */
export function onboardingIdentityValuesOf(
  identity: OnboardingIdentity | undefined,
): OnboardingIdentityValues {
  return identity ? { ...identity } : { ...emptyOnboardingIdentity };
}
