import { validate } from '../kernel/rules/rules';
import { ChangePasswordMessageKey, newPasswordRules } from './changePassword';

/** A new password and its confirmation (the reset's password step, F1.11). */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', confirm: '' };

/**
 * A reset sets a new password, so it follows the same rules as changing one (spec 02 §5, the
 * strength rules: 8 to 20 characters with upper case, lower case, a number and a special
 * character); the confirmation is required and must be the same, with the change-password messages.
 */
export function validateNewPassword(values: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const password = validate(values.password, newPasswordRules());
  if (password) errors.password = password;
  if (values.confirm === '') errors.confirm = ChangePasswordMessageKey.confirmPasswordRequired;
  else if (values.confirm !== values.password) errors.confirm = ChangePasswordMessageKey.notMatch;
  return errors;
}
