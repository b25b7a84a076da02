import type { PortalConfig } from '../kernel/config/portalConfig';
import { ACCOUNT_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, classifyAccount } from './account';
import {
  compose,
  digitsOnly,
  limitLength,
  stripSpaces,
  upperCase,
  type Normaliser,
} from '../kernel/rules/normalise';
import { identifierUpTo, spacelessUpTo } from '../kernel/rules/typedTokens';
import { exactDigits, required, requiredWithin, validate, type Rule } from '../kernel/rules/rules';

export { ACCOUNT_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, classifyAccount } from './account';

/** Message keys of spec 01 §5. */
export const SignInMessageKey = {
  accountRequired: 'gaia_validation_account_required',
  mobileOrEmailRequired: 'gaia_validation_mobile_email_required',
  passwordRequired: 'gaia_validation_password_required',
  companyAccountRequired: 'gaia_validation_company_account_required',
  representativeIdRequired: 'gaia_validation_representative_id_required',
  companyPasswordRequired: 'gaia_validation_company_password_required',
  otpRequired: 'gaia_validation_otp_required',
  otpDigits: 'gaia_validation_otp_digits',
  accountTooLong: 'gaia_validation_account_max',
  passwordTooLong: 'gaia_validation_password_max',
  mobileEmailPattern: 'gaia_lb_user_login_mobile_email_regerror',
  /** A verification send for an account that is neither a mobile number nor an e-mail (spec 01 §5). */
  invalidAccount: 'tip_invalid_account',
  /** An unregistered user on login or reset (spec 01 §5). */
  userNotExist: 'tip_user_not_exist',
} as const;

/*
 * The normalisers and rule lists below are built when the module loads; their calls are marked
 * pure so that a bundler drops the ones an import does not use (ADR 0011: one validator costs that
 * validator).
 */

/** F1.2: the individual account of password login — max 60, spaces removed as typed. */
export const normaliseIndividualAccount: Normaliser = /* @__PURE__ */ spacelessUpTo(ACCOUNT_MAX_LENGTH);
/** F1.4: corporate account and representative ID — max 60, no spaces, upper-case. */
export const normaliseCorporateId: Normaliser = /* @__PURE__ */ identifierUpTo(ACCOUNT_MAX_LENGTH);
/** Password — max 30; no other change (a password may contain spaces). */
export const normalisePassword: Normaliser = /* @__PURE__ */ limitLength(PASSWORD_MAX_LENGTH);
/** Verification code — digits only, spaces removed, max 6. */
export const normaliseOtp: Normaliser = /* @__PURE__ */ compose(
  digitsOnly,
  /* @__PURE__ */ limitLength(OTP_LENGTH),
);
/** F1.3: the code-login account (mobile or e-mail) — spaces removed, max 60, as password login's. */
export const normaliseCodeAccount: Normaliser = normaliseIndividualAccount;

/** An account or ID field of sign-in: required, then at most 60 characters (spec 01 §9). */
function accountFieldRules(requiredKey: string): readonly Rule[] {
  return requiredWithin(requiredKey, ACCOUNT_MAX_LENGTH, SignInMessageKey.accountTooLong);
}

/** A password field of sign-in: required, then at most 30 characters (spec 01 §9). */
function passwordFieldRules(requiredKey: string): readonly Rule[] {
  return requiredWithin(requiredKey, PASSWORD_MAX_LENGTH, SignInMessageKey.passwordTooLong);
}

export const individualAccountRules: readonly Rule[] = /* @__PURE__ */ accountFieldRules(
  SignInMessageKey.accountRequired,
);

export const passwordRules: readonly Rule[] = /* @__PURE__ */ passwordFieldRules(
  SignInMessageKey.passwordRequired,
);

/**
 * A verification code: required ("Verification Code is required."), digits, exactly `length`, so
 * submit waits for the whole code. Sign-in's codes have 6 digits; registration's, as configured.
 */
export function otpCodeRules(length: number): readonly Rule[] {
  return [required(SignInMessageKey.otpRequired), exactDigits(length, SignInMessageKey.otpDigits)];
}

/** Verification code of sign-in: 6 digits (spec 01 §5, §9). */
export const otpRules: readonly Rule[] = /* @__PURE__ */ otpCodeRules(OTP_LENGTH);

/** F1.4: the company account — required, max 60. */
export const corporateAccountRules: readonly Rule[] = /* @__PURE__ */ accountFieldRules(
  SignInMessageKey.companyAccountRequired,
);

/** F1.4: the representative ID number — required, max 60. */
export const representativeIdRules: readonly Rule[] = /* @__PURE__ */ accountFieldRules(
  SignInMessageKey.representativeIdRequired,
);

/** F1.4: the company password — required, max 30. */
export const companyPasswordRules: readonly Rule[] = /* @__PURE__ */ passwordFieldRules(
  SignInMessageKey.companyPasswordRequired,
);

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Submit is enabled only when every field is filled and error-free (spec 01 §4, F1.7). */
export function isSubmittable<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).every((value) => !value);
}

/** Validates each field with its rules; fields that pass are absent from the result. */
function validateFields<T extends object>(
  input: T,
  rules: { [K in keyof T]?: readonly Rule[] },
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const fieldRules = rules[field];
    const value = input[field];
    const error = fieldRules
      ? validate(typeof value === 'string' ? value : '', fieldRules)
      : undefined;
    if (error) errors[field] = error;
  }
  return errors;
}

// ── Individual password login (F1.2) ────────────────────────────────────────────────────────────

export interface PasswordLoginInput {
  account: string;
  password: string;
}

/** F1.2: validates the individual password-login form; an empty result means submittable. */
export function validatePasswordLogin(input: PasswordLoginInput): FieldErrors<PasswordLoginInput> {
  return validateFields(input, { account: individualAccountRules, password: passwordRules });
}

/**
 * The fields of /ecare/user/pwdLogin before encryption: the account trimmed when sent (spec 01 §3).
 * The API client encrypts the password (F0.8) before it leaves the device.
 */
export function toPasswordLoginPayload(input: PasswordLoginInput): PasswordLoginInput {
  return { account: input.account.trim(), password: input.password };
}

// ── Individual code login (F1.3) ────────────────────────────────────────────────────────────────

/** How long an account field may be, and what it says when longer. */
export interface AccountLengthRule {
  max: number;
  tooLongKey: string;
}

/**
 * F1.3: the code-login account must be a mobile number or an e-mail address (at most 60). Sign-up's
 * alternative form asks the same, with its own limit and message.
 */
export function mobileOrEmailRules(
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
  length: AccountLengthRule = {
    max: ACCOUNT_MAX_LENGTH,
    tooLongKey: SignInMessageKey.accountTooLong,
  },
): readonly Rule[] {
  return [
    ...requiredWithin(SignInMessageKey.mobileOrEmailRequired, length.max, length.tooLongKey),
    (value) => (classifyAccount(value, config) ? undefined : SignInMessageKey.mobileEmailPattern),
  ];
}

export interface CodeLoginInput {
  account: string;
  otp: string;
}

/** F1.3: validates the code-login form (mobile or e-mail plus the code). */
export function validateCodeLogin(
  input: CodeLoginInput,
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
): FieldErrors<CodeLoginInput> {
  return validateFields(input, { account: mobileOrEmailRules(config), otp: otpRules });
}

/** The payload of /ecare/user/otpLogin. */
export function toCodeLoginPayload(input: CodeLoginInput): CodeLoginInput {
  return { account: input.account.trim(), otp: input.otp };
}

// ── The older individual variant: account, password and code together (F1.9) ──────────────────

export interface LegacyLoginInput {
  account: string;
  password: string;
  otp: string;
}

/** F1.9: all three fields required. */
export function validateLegacyLogin(input: LegacyLoginInput): FieldErrors<LegacyLoginInput> {
  return validateFields(input, {
    account: individualAccountRules,
    password: passwordRules,
    otp: otpRules,
  });
}

// ── Corporate (F1.4, F1.5) ──────────────────────────────────────────────────────────────────────

export interface CorporateLoginInput {
  loginAcct: string;
  representativeIdNbr: string;
  password: string;
  otp: string;
}

/** F1.4: company account, representative ID, company password and the 6-digit code. */
export function validateCorporateLogin(
  input: CorporateLoginInput,
): FieldErrors<CorporateLoginInput> {
  return validateFields(input, {
    loginAcct: corporateAccountRules,
    representativeIdNbr: representativeIdRules,
    password: companyPasswordRules,
    otp: otpRules,
  });
}

export interface CorporateIdentityInput {
  loginAcct: string;
  representativeIdNbr: string;
}

/** F1.4, F1.5: what a corporate code send and face login need — the account and representative ID. */
export function validateCorporateIdentity(
  input: CorporateIdentityInput,
): FieldErrors<CorporateIdentityInput> {
  return validateFields(input, {
    loginAcct: corporateAccountRules,
    representativeIdNbr: representativeIdRules,
  });
}

/** No spaces, upper-case; never cut, so that a value over the limit still fails its length rule. */
const canonicalCorporateId: Normaliser = /* @__PURE__ */ compose(stripSpaces, upperCase);

/**
 * The corporate fields as received: normalised again (no spaces, upper-case) in case a host skipped
 * it, but not cut to 60 — a server that cut an over-long value would check, and answer for, another
 * account than the one sent. The validators that follow refuse it as too long.
 */
export function toCorporateIdentity(input: CorporateIdentityInput): CorporateIdentityInput {
  return {
    loginAcct: canonicalCorporateId(input.loginAcct),
    representativeIdNbr: canonicalCorporateId(input.representativeIdNbr),
  };
}
