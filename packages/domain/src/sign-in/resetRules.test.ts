import { describe, expect, it } from 'vitest';
import { defaultPortalConfig } from '../kernel/config/portalConfig';
import { validateCorporateReset, validateIndividualReset } from './resetRules';
import { SignInMessageKey } from './rules';

describe('reset code-step rules (F1.11)', () => {
  it('an account that is neither mobile nor e-mail is an invalid account on a reset', () => {
    expect(validateIndividualReset({ account: 'not an account', otp: '123456' }, defaultPortalConfig).account).toBe(SignInMessageKey.invalidAccount);
  });

  it('a valid mobile number (or e-mail) and code pass', () => {
    expect(validateIndividualReset({ account: 'demo@example.com', otp: '123456' }, defaultPortalConfig)).toEqual({});
    expect(validateIndividualReset({ account: '0771234567', otp: '123456' }, defaultPortalConfig)).toEqual({});
  });

  it('the corporate step needs the identity and a 6-digit code', () => {
    expect(validateCorporateReset({ loginAcct: 'ACME1', representativeIdNbr: 'REP7', otp: '12' })).toEqual({ otp: SignInMessageKey.otpDigits });
    expect(validateCorporateReset({ loginAcct: 'ACME1', representativeIdNbr: 'REP7', otp: '123456' })).toEqual({});
  });
});
