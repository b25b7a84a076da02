import type { PortalConfig } from '../config/portalConfig';
import { compose, digitsOnly, limitLength, stripSpaces, upperCase, type Normaliser } from './normalise';
import { digitsRule, maxLength, required, validate, type Rule } from './rules';

/** Limits of spec 01 §9. */
export const ACCOUNT_MAX_LENGTH = 60;
export const PASSWORD_MAX_LENGTH = 30;
export const OTP_LENGTH = 6;

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
} as const;

/** F1.2: the individual account of password login — max 60, spaces removed as typed. */
export const normaliseIndividualAccount: Normaliser = compose(stripSpaces, limitLength(ACCOUNT_MAX_LENGTH));
/** F1.4: corporate account and representative ID — max 60, no spaces, upper-case. */
export const normaliseCorporateId: Normaliser = compose(stripSpaces, upperCase, limitLength(ACCOUNT_MAX_LENGTH));
/** Password — max 30; no other change (a password may contain spaces). */
export const normalisePassword: Normaliser = limitLength(PASSWORD_MAX_LENGTH);
/** Verification code — digits only, spaces removed, max 6. */
export const normaliseOtp: Normaliser = compose(digitsOnly, limitLength(OTP_LENGTH));

export const individualAccountRules: readonly Rule[] = [
  required(SignInMessageKey.accountRequired),
  maxLength(ACCOUNT_MAX_LENGTH, SignInMessageKey.accountTooLong),
];

export const passwordRules: readonly Rule[] = [
  required(SignInMessageKey.passwordRequired),
  maxLength(PASSWORD_MAX_LENGTH, SignInMessageKey.passwordTooLong),
];

export const otpRules: readonly Rule[] = [
  required(SignInMessageKey.otpRequired),
  digitsRule(SignInMessageKey.otpDigits),
  maxLength(OTP_LENGTH, SignInMessageKey.otpDigits),
];

export interface PasswordLoginInput {
  account: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** F1.2: validates the individual password-login form; an empty result means submittable. */
export function validatePasswordLogin(input: PasswordLoginInput): FieldErrors<PasswordLoginInput> {
  const errors: FieldErrors<PasswordLoginInput> = {};
  const account = validate(input.account, individualAccountRules);
  const password = validate(input.password, passwordRules);
  if (account) errors.account = account;
  if (password) errors.password = password;
  return errors;
}

/** The payload of /ecare/user/pwdLogin: the account trimmed when sent (spec 01 §3). */
export function toPasswordLoginPayload(input: PasswordLoginInput): PasswordLoginInput {
  return { account: input.account.trim(), password: input.password };
}

/** F1.3: the code-login account must be a mobile number or an e-mail address. */
export function mobileOrEmailRules(config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>): readonly Rule[] {
  const mobile = new RegExp(config.mobilePattern);
  const email = new RegExp(config.emailPattern);
  return [
    required(SignInMessageKey.mobileOrEmailRequired),
    (value) => (mobile.test(value) || email.test(value) ? undefined : SignInMessageKey.mobileEmailPattern),
  ];
}

