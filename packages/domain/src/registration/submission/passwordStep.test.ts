import { describe, expect, it } from 'vitest';
import { defaultRegistrationConfig } from '../registrationConfig';
import { faceMissing, signUpPasswordRules, validateSignUpPassword } from './passwordStep';
import { isFaceRequired, parseRegistrationConfig } from './registrationConfigParse';

const rules = signUpPasswordRules(defaultRegistrationConfig);

describe('sign-up password (F2.8, spec 02 §5)', () => {
  it('requires a password meeting every configured rule', () => {
    expect(validateSignUpPassword({ password: '', confirm: '' }, rules).password).toBe('gaia_validation_password_required');
    expect(validateSignUpPassword({ password: 'weakpass', confirm: 'weakpass' }, rules).password).toBe('gaia_portal_account_password_rules_unmet');
    expect(validateSignUpPassword({ password: 'Strong#2026', confirm: 'Strong#2026' }, rules)).toEqual({});
  });

  it('requires the confirmation and that it is equal (tip_password_not_match)', () => {
    expect(validateSignUpPassword({ password: 'Strong#2026', confirm: '' }, rules).confirm).toBe('gaia_portal_account_confirm_password_required');
    expect(validateSignUpPassword({ password: 'Strong#2026', confirm: 'Strong#2025' }, rules).confirm).toBe('tip_password_not_match');
  });

  it('follows the configured lengths', () => {
    const long = signUpPasswordRules({ passwordLength: { minLength: 12, maxLength: 16 } });
    expect(validateSignUpPassword({ password: 'Strong#2026', confirm: 'Strong#2026' }, long).password).toBe('gaia_portal_account_password_rules_unmet');
    expect(validateSignUpPassword({ password: 'Strong#2026xy', confirm: 'Strong#2026xy' }, long)).toEqual({});
  });
});

describe('face required when faceNullable is N (F2.8, spec 02 §3, §5)', () => {
  it('asks for a face only when the configuration says not nullable', () => {
    expect(faceMissing({ faceNullable: 'N' }, false)).toBe('gaia_signup_flow_face_required');
    expect(faceMissing({ faceNullable: 'N' }, true)).toBeUndefined();
    expect(faceMissing({ faceNullable: 'Y' }, false)).toBeUndefined();
  });
});

describe('registration configuration (F2.7)', () => {
  it('reads each field, with the default for anything missing or malformed', () => {
    const config = parseRegistrationConfig({ reading: 'B', faceNullable: 'N', otpLength: '6', kycAgeLimit: { minAge: 18 }, idCopyFileTypes: 'PNG, .pdf, ???', passwordLength: { minLength: 9, maxLength: 3 } });
    expect(config).toMatchObject({ reading: 'B', faceNullable: 'N', otpLength: 6, kycAgeLimit: { minAge: 18, maxAge: 120 }, idCopyFileTypes: ['png', 'pdf'] });
    expect(config.passwordLength).toEqual(defaultRegistrationConfig.passwordLength);
    expect(isFaceRequired(config)).toBe(true);
  });

  it('answers the defaults for no object at all', () => {
    expect(parseRegistrationConfig(null)).toEqual(defaultRegistrationConfig);
    expect(parseRegistrationConfig({ reading: 'C', otpLength: 99 })).toMatchObject({ reading: 'A', otpLength: 6 });
  });
});
