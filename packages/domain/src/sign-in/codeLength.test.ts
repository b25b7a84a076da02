import { describe, expect, it } from 'vitest';
import { defaultPortalConfig } from '../kernel/config/portalConfig';
import {
  isSubmittable,
  validateCodeLogin,
  validateCorporateLogin,
  validateLegacyLogin,
} from './rules';

/** Spec 01 §2, §5, §9: the verification code has 6 digits; submit waits until every field is valid. */
describe('sign-in submit needs the whole 6-digit code', () => {
  const corporate = { loginAcct: 'ACME001', representativeIdNbr: 'RP12345', password: 'Corp#2026' };
  const legacy = { account: '0771234567', password: 'Gaia#2026' };

  it('fewer than 6 digits keep every code form unsubmittable, with the 6-digit message', () => {
    for (const otp of ['1', '12345']) {
      const code = validateCodeLogin({ account: '0771234567', otp }, defaultPortalConfig);
      expect(isSubmittable(code), otp).toBe(false);
      expect(code.otp).toBe('gaia_validation_otp_digits');
      expect(isSubmittable(validateCorporateLogin({ ...corporate, otp })), otp).toBe(false);
      expect(isSubmittable(validateLegacyLogin({ ...legacy, otp })), otp).toBe(false);
    }
  });

  it('exactly 6 digits are accepted', () => {
    expect(isSubmittable(validateCodeLogin({ account: '0771234567', otp: '123456' }, defaultPortalConfig))).toBe(true);
    expect(isSubmittable(validateCorporateLogin({ ...corporate, otp: '123456' }))).toBe(true);
    expect(isSubmittable(validateLegacyLogin({ ...legacy, otp: '123456' }))).toBe(true);
  });
});
