import { describe, expect, it } from 'vitest';
import { canConfirmStepUpOtp, sanitizeStepUpOtp, stepUpOtpError } from './otpCode';

describe('step-up code field (F3.10, spec 03 §5)', () => {
  it.each([
    ['123456', '123456'],
    ['12 34-56', '123456'],
    ['abc', ''],
    ['1234567', '123456'],
    ['١٢٣', ''],
  ])('%j is kept as %j (digits only, at most 6)', (typed, kept) => {
    expect(sanitizeStepUpOtp(typed)).toBe(kept);
  });

  it.each([
    ['12345', false, undefined],
    ['12345', true, 'gaia_stepup_otp_incomplete'],
    ['123456', true, undefined],
  ])('%j touched %s → error %s', (code, touched, error) => {
    expect(stepUpOtpError(code, touched)).toBe(error);
  });

  it.each([
    [{ code: '123456', touched: false }, false],
    [{ code: '', touched: true }, false],
    [{ code: '12345', touched: true }, false],
    [{ code: '123456', touched: true, serverError: 'gaia_tip_incorrect_otp' }, false],
    [{ code: '123456', touched: true }, true],
  ])('Confirm for %j: %s', (input, enabled) => {
    expect(canConfirmStepUpOtp(input)).toBe(enabled);
  });
});
