import { SignInMessageKey, PASSWORD_MAX_LENGTH } from '../sign-in/rules';
import { requiredWithin, validate, type Rule } from '../kernel/rules/rules';

/**
 * Change password (F2.14; spec 02 §2 "Change-password modal", §5 "Password", §7 POST
 * /ecare/password/modify {oldPassword, password}). The same rules run in the portal's modal and in
 * the sandbox, so the two can never disagree.
 */

/** Spec 02 §9: a new password has 8 to 20 characters. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 20;

/** Message keys of the change-password modal (spec 02 §5; the required texts are the spec's). */
export const ChangePasswordMessageKey = {
  /** 'Old Password is required' */
  oldPasswordRequired: 'gaia_portal_account_old_password_required',
  /** 'Password is required' */
  passwordRequired: SignInMessageKey.passwordRequired,
  /** 'Confirm Password is required' */
  confirmPasswordRequired: 'gaia_portal_account_confirm_password_required',
  /** The confirmation differs from the new password (the spec's key). */
  notMatch: 'tip_password_not_match',
  /** The new password misses at least one strength rule (each is shown as a live hint). */
  rulesUnmet: 'gaia_portal_account_password_rules_unmet',
  /** The old password is longer than any password can be (spec 01 §9: 30). */
  passwordTooLong: SignInMessageKey.passwordTooLong,
  /** The sandbox's answer for a wrong old password. */
  oldPasswordWrong: 'gaia_portal_account_old_password_wrong',
} as const;

export type PasswordStrengthRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

/** One strength rule: shown as a hint (message key and values) and checked as the person types. */
export interface PasswordStrengthRule {
  id: PasswordStrengthRuleId;
  messageKey: string;
  values?: Readonly<Record<string, number>>;
  test: (password: string) => boolean;
}

export interface PasswordStrengthOptions {
  /** @default 8 */
  minLength?: number;
  /** @default 20 */
  maxLength?: number;
}

const codePoints = (value: string) => Array.from(value).length;

/**
 * The strength rules (spec 02 §5: "configured rule list shown as hints; default rules 8 to 20
 * characters combining upper case, lower case, numbers and special characters"). Every rule must
 * pass. Letters and digits of any script count; a special character is anything that is neither a
 * letter, a digit nor a space.
 */
export function passwordStrengthRules(
  options: PasswordStrengthOptions = {},
): readonly PasswordStrengthRule[] {
  const min = options.minLength ?? NEW_PASSWORD_MIN_LENGTH;
  const max = options.maxLength ?? NEW_PASSWORD_MAX_LENGTH;
  return [
    {
      id: 'length',
      messageKey: 'gaia_portal_account_rule_length',
      values: { min, max },
      test: (value) => codePoints(value) >= min && codePoints(value) <= max,
    },
    {
      id: 'upper',
      messageKey: 'gaia_portal_account_rule_upper',
      test: (value) => /\p{Lu}/u.test(value),
    },
    {
      id: 'lower',
      messageKey: 'gaia_portal_account_rule_lower',
      test: (value) => /\p{Ll}/u.test(value),
    },
    {
      id: 'digit',
      messageKey: 'gaia_portal_account_rule_digit',
      test: (value) => /\p{Nd}/u.test(value),
    },
    {
      id: 'special',
      messageKey: 'gaia_portal_account_rule_special',
      test: (value) => /[^\p{L}\p{N}\s]/u.test(value),
    },
  ];
}

/** The default rules (8 to 20 characters, upper, lower, digit, special). */
export const DEFAULT_PASSWORD_STRENGTH_RULES = passwordStrengthRules();

/** Each rule with whether the password meets it, in order: the live indicators of the modal. */
export function passwordStrengthChecks(
  password: string,
  rules: readonly PasswordStrengthRule[] = DEFAULT_PASSWORD_STRENGTH_RULES,
): { rule: PasswordStrengthRule; met: boolean }[] {
  return rules.map((rule) => ({ rule, met: rule.test(password) }));
}

/** The old password: required, at most 30 (spec 01 §9). */
export const oldPasswordRules: readonly Rule[] = requiredWithin(ChangePasswordMessageKey.oldPasswordRequired, PASSWORD_MAX_LENGTH, ChangePasswordMessageKey.passwordTooLong);

/** The new password: required, then every strength rule. */
export function newPasswordRules(
  rules: readonly PasswordStrengthRule[] = DEFAULT_PASSWORD_STRENGTH_RULES,
): readonly Rule[] {
  return [
    // Unlike the other required rules, a password of spaces is a value: only empty is missing.
    (value) => (value.length === 0 ? ChangePasswordMessageKey.passwordRequired : undefined),
    (value) =>
      rules.every((rule) => rule.test(value)) ? undefined : ChangePasswordMessageKey.rulesUnmet,
  ];
}

/** What POST /ecare/password/modify carries, before the client encrypts both fields (F0.8). */
export interface PasswordChangeRequest {
  oldPassword: string;
  password: string;
}

/** The modal's fields: the request plus the confirmation, which never leaves the device. */
export interface ChangePasswordInput extends PasswordChangeRequest {
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordInput, string>>;

/** The server's check of a change request: the old password and the new one's rules. */
export function validatePasswordChangeRequest(
  input: PasswordChangeRequest,
  rules: readonly PasswordStrengthRule[] = DEFAULT_PASSWORD_STRENGTH_RULES,
): Partial<Record<keyof PasswordChangeRequest, string>> {
  const errors: Partial<Record<keyof PasswordChangeRequest, string>> = {};
  const oldPassword = validate(input.oldPassword, oldPasswordRules);
  const password = validate(input.password, newPasswordRules(rules));
  if (oldPassword) errors.oldPassword = oldPassword;
  if (password) errors.password = password;
  return errors;
}

/**
 * F2.14: validates the change-password modal. The confirmation is required and must equal the new
 * password (tip_password_not_match). An empty result means the form can be submitted.
 */
export function validateChangePassword(
  input: ChangePasswordInput,
  rules: readonly PasswordStrengthRule[] = DEFAULT_PASSWORD_STRENGTH_RULES,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = validatePasswordChangeRequest(input, rules);
  if (input.confirmPassword.length === 0)
    errors.confirmPassword = ChangePasswordMessageKey.confirmPasswordRequired;
  else if (input.confirmPassword !== input.password)
    errors.confirmPassword = ChangePasswordMessageKey.notMatch;
  return errors;
}

/** The request body's fields (the confirmation dropped); the API client encrypts both. */
export function toPasswordChangeRequest(input: ChangePasswordInput): PasswordChangeRequest {
  return { oldPassword: input.oldPassword, password: input.password };
}
