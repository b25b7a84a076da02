import { configuredMobilePattern } from '../../kernel/config/accountPatterns';
import type { PortalConfig } from '../../kernel/config/portalConfig';
import type { FormRules } from '../../kernel/forms/formRules';
import type { Normaliser } from '../../kernel/rules/normalise';
import { identifierUpTo, spacelessUpTo } from '../../kernel/rules/typedTokens';
import {
  matches,
  maxLength,
  required,
  requiredWithinMatching,
  validate,
  type Rule,
} from '../../kernel/rules/rules';
import { mobileOrEmailRules, otpCodeRules } from '../../sign-in/rules';
import type { RegistrationConfig } from '../registrationConfig';
import { StepOneMessageKey } from './messageKeys';

/** Mobile and account at most 60 (spec 02 §9). */
export const SIGN_UP_ACCOUNT_MAX_LENGTH = 60;
/** Referral code at most 60 (spec 02 §5). */
export const REFERRAL_CODE_MAX_LENGTH = 60;
/**
 * The ID or passport number: spec 02 gives no limit; ours is 60 like the account, so that the ID
 * type's format rule, which comes from the server, never runs on unbounded input.
 */
export const ID_NUMBER_MAX_LENGTH = SIGN_UP_ACCOUNT_MAX_LENGTH;
/** The ID is checked this long after the field is left (spec 02 §4, §9). */
export const ID_CHECK_DELAY_MS = 300;

/** The mobile as typed: whitespace removed, at most 60 (spec 02 §5). */
export const normaliseSignUpMobile: Normaliser = spacelessUpTo(SIGN_UP_ACCOUNT_MAX_LENGTH);
/** The ID or passport number: whitespace stripped, upper-cased (spec 02 §5). */
export const normaliseIdNumber: Normaliser = identifierUpTo(ID_NUMBER_MAX_LENGTH);
/** The referral code: no spaces, at most 60; other characters stay so the rule can name them. */
export const normaliseReferralCode: Normaliser = spacelessUpTo(REFERRAL_CODE_MAX_LENGTH);
/** The alternative form's account (mobile or e-mail): whitespace removed, at most 60. */
export const normaliseSignUpAccount: Normaliser = normaliseSignUpMobile;

/** A checkbox as a form value: ticked is 'Y', anything else is not. */
export const AGREED = 'Y';

/** The standard step one as typed (every value a string, ADR 0015). */
export interface StepOneValues {
  mobile: string;
  /** ISO alpha-3 code of the chosen nationality. */
  nationality: string;
  idNbr: string;
  referralCode: string;
  /** 'Y' once terms and privacy are agreed. */
  agree: string;
}

/** The alternative step one: a mobile or e-mail account and the code sent to it (spec 02 §2, F2.2). */
export interface AlternativeStepOneValues {
  account: string;
  otp: string;
  referralCode: string;
  agree: string;
}

/** Mobile: required, at most 60, the configured pattern (tips_accnbr_regex_fail_message). */
export function signUpMobileRules(config: Pick<PortalConfig, 'mobilePattern'>): readonly Rule[] {
  return requiredWithinMatching(
    StepOneMessageKey.mobileRequired,
    SIGN_UP_ACCOUNT_MAX_LENGTH,
    StepOneMessageKey.mobileTooLong,
    configuredMobilePattern(config),
    StepOneMessageKey.mobilePattern,
  );
}

/**
 * ID number: required, at most 60, and the format rule of the selected ID type when the server
 * gave one (a missing or unsafe rule checks nothing more: the server checks the ID anyway).
 */
export function idNumberRules(format: RegExp | undefined): readonly Rule[] {
  return [
    required(StepOneMessageKey.idRequired),
    maxLength(ID_NUMBER_MAX_LENGTH, StepOneMessageKey.idTooLong),
    ...(format ? [matches(format, StepOneMessageKey.idFormat, ID_NUMBER_MAX_LENGTH)] : []),
  ];
}

/** Referral code: optional, letters and digits only, at most 60. */
export const referralCodeRules: readonly Rule[] = [
  maxLength(REFERRAL_CODE_MAX_LENGTH, StepOneMessageKey.referralCode),
  (value) => (/^[A-Za-z0-9]*$/.test(value) ? undefined : StepOneMessageKey.referralCode),
];

const agreeRule: Rule = (value) => (value === AGREED ? undefined : StepOneMessageKey.agreeRequired);

/** Whether the ID number has the shape of its type's format rule: only then is it checked (§4). */
export function idMatchesFormat(idNbr: string, format: RegExp | undefined): boolean {
  return validate(idNbr, idNumberRules(format)) === undefined;
}

/** The rules of the standard step one (F2.1), with the format rule of the selected ID type. */
export function stepOneRules(
  config: Pick<PortalConfig, 'mobilePattern'>,
  idFormat: RegExp | undefined,
): FormRules<StepOneValues> {
  const mobile = signUpMobileRules(config);
  const id = idNumberRules(idFormat);
  return (values) => ({
    mobile: validate(values.mobile, mobile),
    nationality: validate(values.nationality, [required(StepOneMessageKey.nationalityRequired)]),
    idNbr: validate(values.idNbr, id),
    referralCode: validate(values.referralCode, referralCodeRules),
    agree: agreeRule(values.agree),
  });
}

/** The code of the alternative form: required, digits, exactly the configured length (at most 6 by default). */
export function registrationOtpRules(length: number): readonly Rule[] {
  return otpCodeRules(length);
}

/** The alternative form's account: a mobile number or an e-mail address by the configured patterns. */
export function signUpAccountRules(
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
): readonly Rule[] {
  return mobileOrEmailRules(config, {
    max: SIGN_UP_ACCOUNT_MAX_LENGTH,
    tooLongKey: StepOneMessageKey.mobileTooLong,
  });
}

/** The rules of the alternative step one (F2.2). */
export function alternativeStepOneRules(
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
  registration: Pick<RegistrationConfig, 'otpLength'>,
): FormRules<AlternativeStepOneValues> {
  const account = signUpAccountRules(config);
  const otp = registrationOtpRules(registration.otpLength);
  return (values) => ({
    account: validate(values.account, account),
    otp: validate(values.otp, otp),
    referralCode: validate(values.referralCode, referralCodeRules),
    agree: agreeRule(values.agree),
  });
}

/** What the server checks said on blur (spec 02 §3 subscriberValid, idNumberValid). */
export interface StepOneChecks {
  /** The mobile is a provider subscriber and not yet registered. */
  subscriberValid: boolean;
  /** The ID passed its checks and belongs to nobody with an account. */
  idNumberValid: boolean;
}

/**
 * Next is enabled only when terms are ticked, the mobile and the ID passed their checks and no
 * field is in error (spec 02 §4; the submitDisabled of §3 is its negation).
 */
export function canRequestCode(
  checks: StepOneChecks,
  values: StepOneValues,
  fieldErrors: Partial<Record<keyof StepOneValues, string | undefined>>,
): boolean {
  return (
    values.agree === AGREED &&
    checks.subscriberValid &&
    checks.idNumberValid &&
    Object.values(fieldErrors).every((error) => !error)
  );
}
