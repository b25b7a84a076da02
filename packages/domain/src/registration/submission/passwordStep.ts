import { validate } from '../../kernel/rules/rules';
import { ChangePasswordMessageKey, newPasswordRules, passwordStrengthRules, type PasswordStrengthRule } from '../../profile/changePassword';
import type { RegistrationConfig } from '../registrationConfig';
import { isFaceRequired } from './registrationConfigParse';

/** The password fields of the submit step; the confirmation never leaves the device. */
export interface SignUpPasswordValues {
  password: string;
  confirm: string;
}

export const EMPTY_SIGN_UP_PASSWORD: SignUpPasswordValues = { password: '', confirm: '' };

/** Message keys of the submit step (spec 02 §5, §8). */
export const SignUpSubmitMessageKey = {
  passwordRequired: ChangePasswordMessageKey.passwordRequired,
  rulesUnmet: ChangePasswordMessageKey.rulesUnmet,
  confirmRequired: ChangePasswordMessageKey.confirmPasswordRequired,
  notMatch: ChangePasswordMessageKey.notMatch,
  faceRequired: 'gaia_signup_flow_face_required',
  /** 'Face recognition failed.' (spec 02 §5, §8). */
  faceFailed: 'gaia_signup_flow_face_failed',
  /** OTP expired on submit (spec 02 §8). */
  incorrectOtp: 'gaia_tip_incorrect_otp',
} as const;

/** The configured rule list (spec 02 §5), shown as live hints and checked on submit. */
export function signUpPasswordRules(config: Pick<RegistrationConfig, 'passwordLength'>): readonly PasswordStrengthRule[] {
  return passwordStrengthRules(config.passwordLength);
}

/**
 * The password step's fields (spec 02 §5 "Password"): the password meets every configured rule;
 * the confirmation is required and equal (tip_password_not_match).
 */
export function validateSignUpPassword(
  values: SignUpPasswordValues,
  rules: readonly PasswordStrengthRule[],
): Partial<Record<keyof SignUpPasswordValues, string>> {
  const errors: Partial<Record<keyof SignUpPasswordValues, string>> = {};
  const password = validate(values.password, newPasswordRules(rules));
  if (password) errors.password = password;
  if (values.confirm === '') errors.confirm = SignUpSubmitMessageKey.confirmRequired;
  else if (values.confirm !== values.password) errors.confirm = SignUpSubmitMessageKey.notMatch;
  return errors;
}

/**
 * The face's message, if the step cannot be submitted for want of it (spec 02 §5 "Face: required
 * when config says not nullable"); a face already held on an upgraded profile counts.
 */
export function faceMissing(config: Pick<RegistrationConfig, 'faceNullable'>, hasFace: boolean): string | undefined {
  return isFaceRequired(config) && !hasFace ? SignUpSubmitMessageKey.faceRequired : undefined;
}
