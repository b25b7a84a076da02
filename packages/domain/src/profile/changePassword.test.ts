import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { en } from '../messages/catalogues';
import {
  ChangePasswordMessageKey as K,
  DEFAULT_PASSWORD_STRENGTH_RULES,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  passwordStrengthChecks,
  passwordStrengthRules,
  toPasswordChangeRequest,
  validateChangePassword,
  validatePasswordChangeRequest,
} from './changePassword';

const valid = { oldPassword: 'Gaia#2026', password: 'New#2026a', confirmPassword: 'New#2026a' };
const metIds = (password: string) =>
  passwordStrengthChecks(password)
    .filter((check) => check.met)
    .map((check) => check.rule.id);

describe('F2.14 password strength rules (spec 02 §5, §9)', () => {
  it('default rules: 8 to 20 characters, upper case, lower case, a number and a special character', () => {
    expect(DEFAULT_PASSWORD_STRENGTH_RULES.map((rule) => rule.id)).toEqual([
      'length',
      'upper',
      'lower',
      'digit',
      'special',
    ]);
    expect(DEFAULT_PASSWORD_STRENGTH_RULES[0]!.values).toEqual({ min: 8, max: 20 });
    expect(metIds('')).toEqual([]);
    expect(metIds('abc')).toEqual(['lower']);
    expect(metIds('ABCdef12')).toEqual(['length', 'upper', 'lower', 'digit']);
    expect(metIds('Gaia#2026')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('length counts characters (code points) from 8 to 20 inclusive', () => {
    const length = (value: string) => passwordStrengthChecks(value)[0]!.met;
    expect(length('a'.repeat(NEW_PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(length('a'.repeat(NEW_PASSWORD_MIN_LENGTH))).toBe(true);
    expect(length('a'.repeat(NEW_PASSWORD_MAX_LENGTH))).toBe(true);
    expect(length('a'.repeat(NEW_PASSWORD_MAX_LENGTH + 1))).toBe(false);
    // Eight emoji are eight characters, though sixteen UTF-16 units.
    expect(length('😀'.repeat(8))).toBe(true);
  });

  it('a space is not a special character; letters and digits of other scripts count', () => {
    expect(metIds('Abcdefg1 ')).not.toContain('special');
    expect(metIds('ÉCOLEé١#')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('the limits are configurable', () => {
    const rules = passwordStrengthRules({ minLength: 4, maxLength: 6 });
    expect(rules[0]!.values).toEqual({ min: 4, max: 6 });
    expect(passwordStrengthChecks('Ab1#', rules).every((check) => check.met)).toBe(true);
    expect(passwordStrengthChecks('Ab1#xyz', rules)[0]!.met).toBe(false);
    expect(
      validateChangePassword({ ...valid, password: 'Ab1#', confirmPassword: 'Ab1#' }, rules),
    ).toEqual({});
  });

  it('property: a password meets every rule exactly when the new-password check passes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (password) => {
        const allMet = passwordStrengthChecks(password).every((check) => check.met);
        const errors = validatePasswordChangeRequest({ oldPassword: 'x', password });
        if (password === '') expect(errors.password).toBe(K.passwordRequired);
        else expect(errors.password === undefined).toBe(allMet);
      }),
    );
  });

  it('every rule and message key has an English text', () => {
    for (const rule of DEFAULT_PASSWORD_STRENGTH_RULES) expect(en).toHaveProperty(rule.messageKey);
    for (const key of Object.values(K)) expect(en).toHaveProperty(key);
  });
});

describe('F2.14 change-password form (spec 02 §5)', () => {
  it('a valid form has no errors, and the request drops the confirmation', () => {
    expect(validateChangePassword(valid)).toEqual({});
    expect(toPasswordChangeRequest(valid)).toEqual({
      oldPassword: 'Gaia#2026',
      password: 'New#2026a',
    });
  });

  it('the required messages of the spec: old password, password, confirm password', () => {
    expect(validateChangePassword({ oldPassword: '', password: '', confirmPassword: '' })).toEqual({
      oldPassword: K.oldPasswordRequired,
      password: K.passwordRequired,
      confirmPassword: K.confirmPasswordRequired,
    });
    expect(en[K.oldPasswordRequired]).toBe('Old Password is required.');
    expect(en[K.passwordRequired]).toBe('Password is required.');
    expect(en[K.confirmPasswordRequired]).toBe('Confirm Password is required.');
  });

  it('the old password is at most 30 characters; blank counts as missing', () => {
    expect(validateChangePassword({ ...valid, oldPassword: 'x'.repeat(31) }).oldPassword).toBe(
      K.passwordTooLong,
    );
    expect(validateChangePassword({ ...valid, oldPassword: 'x'.repeat(30) })).toEqual({});
    expect(validateChangePassword({ ...valid, oldPassword: '   ' }).oldPassword).toBe(
      K.oldPasswordRequired,
    );
  });

  it('a weak new password names the unmet rules message', () => {
    expect(
      validateChangePassword({ ...valid, password: 'password', confirmPassword: 'password' }),
    ).toEqual({
      password: K.rulesUnmet,
    });
  });

  it('the confirmation must equal the new password (tip_password_not_match), case and spaces included', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'new#2026a' }).confirmPassword).toBe(
      K.notMatch,
    );
    expect(
      validateChangePassword({ ...valid, confirmPassword: 'New#2026a ' }).confirmPassword,
    ).toBe(K.notMatch);
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmPassword) => {
        const error = validateChangePassword({
          oldPassword: 'x',
          password,
          confirmPassword,
        }).confirmPassword;
        if (confirmPassword === '') expect(error).toBe(K.confirmPasswordRequired);
        else expect(error === undefined).toBe(confirmPassword === password);
      }),
    );
  });

  it('the server check ignores the confirmation', () => {
    expect(
      validatePasswordChangeRequest({ oldPassword: 'Gaia#2026', password: 'New#2026a' }),
    ).toEqual({});
    expect(validatePasswordChangeRequest({ oldPassword: '', password: 'weak' })).toEqual({
      oldPassword: K.oldPasswordRequired,
      password: K.rulesUnmet,
    });
  });
});
