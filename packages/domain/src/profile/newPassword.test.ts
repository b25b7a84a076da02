import { describe, expect, it } from 'vitest';
import { ChangePasswordMessageKey } from './changePassword';
import { EMPTY_NEW_PASSWORD, validateNewPassword } from './newPassword';

describe('validateNewPassword (F1.11: the reset follows the change-password rules)', () => {
  it('requires both entries', () => {
    expect(validateNewPassword(EMPTY_NEW_PASSWORD)).toEqual({
      password: ChangePasswordMessageKey.passwordRequired,
      confirm: ChangePasswordMessageKey.confirmPasswordRequired,
    });
  });

  it('a password missing a strength rule is refused with the rules message', () => {
    expect(validateNewPassword({ password: 'fresh', confirm: 'fresh' })).toEqual({ password: ChangePasswordMessageKey.rulesUnmet });
  });

  it('the confirmation must be the same', () => {
    expect(validateNewPassword({ password: 'Fresh#2027', confirm: 'Fresh#2028' })).toEqual({ confirm: ChangePasswordMessageKey.notMatch });
  });

  it('a strong password confirmed passes', () => {
    expect(validateNewPassword({ password: 'Fresh#2027', confirm: 'Fresh#2027' })).toEqual({});
  });
});
