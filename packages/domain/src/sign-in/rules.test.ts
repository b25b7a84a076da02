import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { defaultPortalConfig } from '../kernel/config/portalConfig';
import { validate } from '../kernel/rules/rules';
import {
  ACCOUNT_MAX_LENGTH,
  SignInMessageKey as K,
  classifyAccount,
  isSubmittable,
  mobileOrEmailRules,
  normaliseCodeAccount,
  normaliseCorporateId,
  normaliseIndividualAccount,
  normaliseOtp,
  normalisePassword,
  toCodeLoginPayload,
  toCorporateIdentity,
  toPasswordLoginPayload,
  validateCodeLogin,
  validateCorporateIdentity,
  validateCorporateLogin,
  validateLegacyLogin,
  validatePasswordLogin,
} from './rules';
import { expectWellFormedAndIdempotent } from '../kernel/testing/wellFormedNormaliser';

const config = defaultPortalConfig;

describe('normalisers of spec 01 §5 (property-based)', () => {
  it('corporate account and representative ID: no spaces, upper-case, at most 60', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (value) => {
        const out = normaliseCorporateId(value);
        expect(out).not.toMatch(/\s/);
        expect(out).toBe(out.toUpperCase());
        expect(Array.from(out).length).toBeLessThanOrEqual(ACCOUNT_MAX_LENGTH);
        expect(normaliseCorporateId(out)).toBe(out);
      }),
    );
    expect(normaliseCorporateId(' acme 001 ')).toBe('ACME001');
  });

  it('individual and code-login accounts: no spaces, at most 60, case kept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (value) => {
        for (const normalise of [normaliseIndividualAccount, normaliseCodeAccount]) {
          const out = normalise(value);
          expect(out).not.toMatch(/\s/);
          expect(Array.from(out).length).toBeLessThanOrEqual(ACCOUNT_MAX_LENGTH);
          expect(normalise(out)).toBe(out);
        }
      }),
    );
    expect(normaliseIndividualAccount('Tariro.Moyo @Example.com')).toBe('Tariro.Moyo@Example.com');
  });

  it('verification code: digits only (Arabic digits converted), at most 6', () => {
    expectWellFormedAndIdempotent(normaliseOtp, /^\d{0,6}$/);
    expect(normaliseOtp('١٢ 34-56 7')).toBe('123456');
  });

  it('password: at most 30 characters, spaces kept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        expect(Array.from(normalisePassword(value)).length).toBeLessThanOrEqual(30);
      }),
    );
    expect(normalisePassword('a b')).toBe('a b');
  });

  it('every normalised value passes the length rules', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim().length > 0),
        (value) => {
          const account = normaliseCorporateId(value);
          if (account)
            expect(
              validateCorporateIdentity({ loginAcct: account, representativeIdNbr: account }),
            ).toEqual({});
        },
      ),
    );
  });
});

describe('individual password login (F1.2)', () => {
  it('requires both fields and caps their lengths', () => {
    expect(validatePasswordLogin({ account: '', password: '' })).toEqual({
      account: K.accountRequired,
      password: K.passwordRequired,
    });
    expect(validatePasswordLogin({ account: 'x'.repeat(61), password: 'p'.repeat(31) })).toEqual({
      account: K.accountTooLong,
      password: K.passwordTooLong,
    });
    expect(validatePasswordLogin({ account: '0771234567', password: 'Gaia#2026' })).toEqual({});
  });

  it('trims the account when sent and leaves the password alone', () => {
    expect(toPasswordLoginPayload({ account: ' 0771234567 ', password: ' p ' })).toEqual({
      account: '0771234567',
      password: ' p ',
    });
  });
});

describe('code login (F1.3): mobile or e-mail by the configured patterns', () => {
  it('classifies accounts', () => {
    expect(classifyAccount('0771234567', config)).toBe('MOBILE');
    expect(classifyAccount('+263771234567', config)).toBe('MOBILE');
    expect(classifyAccount('tariro.moyo@example.com', config)).toBe('EMAIL');
    expect(classifyAccount('ACME001', config)).toBeUndefined();
    expect(classifyAccount('', config)).toBeUndefined();
  });

  it('a configured pattern that does not compile or is unsafe gives way to the default, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(classifyAccount('0771234567', { mobilePattern: '([', emailPattern: '([' })).toBe(
      'MOBILE',
    );
    // Nested repetition: exponential on a short input. Never compiled; the default e-mail pattern runs.
    expect(
      classifyAccount('tariro.moyo@example.com', {
        mobilePattern: defaultPortalConfig.mobilePattern,
        emailPattern: '^([a-z.]+)+@example$',
      }),
    ).toBe('EMAIL');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nested-repeat'));
    warn.mockRestore();
  });

  it('an account longer than 60 characters is neither a mobile number nor an e-mail', () => {
    // Issue #10 §2: the patterns ran on a 200 KB account and froze the server. The length is
    // checked first, so a value over the limit is refused even when a pattern would accept it.
    const long = `${'a'.repeat(ACCOUNT_MAX_LENGTH - 11)}@example.com`;
    expect(long).toHaveLength(ACCOUNT_MAX_LENGTH + 1);
    expect(classifyAccount(long.slice(1), config)).toBe('EMAIL');
    expect(classifyAccount(long, config)).toBeUndefined();
    expect(classifyAccount(`a@${'.'.repeat(200_000)}@`, config)).toBeUndefined();
    const everyPattern = { mobilePattern: '^.*$', emailPattern: '^.*$' };
    expect(classifyAccount('x'.repeat(60), everyPattern)).toBe('MOBILE');
    expect(classifyAccount('x'.repeat(61), everyPattern)).toBeUndefined();
    expect(classifyAccount(` ${'x'.repeat(60)} `, everyPattern)).toBe('MOBILE');
    expect(validate(long, mobileOrEmailRules(config))).toBe(K.accountTooLong);
  });

  it('gives the regerror key for anything else', () => {
    const rules = mobileOrEmailRules(config);
    expect(validate('', rules)).toBe(K.mobileOrEmailRequired);
    expect(validate('12345', rules)).toBe('gaia_lb_user_login_mobile_email_regerror');
    expect(validate('0771234567', rules)).toBeUndefined();
  });

  it('validates the form and builds the payload', () => {
    expect(validateCodeLogin({ account: '0771234567', otp: '' }, config)).toEqual({
      otp: 'gaia_validation_otp_required',
    });
    expect(validateCodeLogin({ account: 'x', otp: '12a' }, config)).toEqual({
      account: K.mobileEmailPattern,
      otp: K.otpDigits,
    });
    expect(validateCodeLogin({ account: 'a@b.co', otp: '123456' }, config)).toEqual({});
    expect(toCodeLoginPayload({ account: ' a@b.co ', otp: '123456' })).toEqual({
      account: 'a@b.co',
      otp: '123456',
    });
  });

  it('accepts any configured pattern', () => {
    const custom = { mobilePattern: '^9\\d{3}$', emailPattern: '^[a-z]+@x$' };
    expect(classifyAccount('9123', custom)).toBe('MOBILE');
    expect(classifyAccount('abc@x', custom)).toBe('EMAIL');
    expect(classifyAccount('0771234567', custom)).toBeUndefined();
  });
});

describe('the older three-field variant (F1.9)', () => {
  it('requires account, password and code together', () => {
    expect(validateLegacyLogin({ account: '', password: '', otp: '' })).toEqual({
      account: K.accountRequired,
      password: K.passwordRequired,
      otp: K.otpRequired,
    });
    expect(validateLegacyLogin({ account: 'a', password: 'b', otp: '123456' })).toEqual({});
  });
});

describe('corporate (F1.4)', () => {
  it('uses the company-specific required messages', () => {
    expect(
      validateCorporateLogin({ loginAcct: '', representativeIdNbr: '', password: '', otp: '' }),
    ).toEqual({
      loginAcct: K.companyAccountRequired,
      representativeIdNbr: K.representativeIdRequired,
      password: K.companyPasswordRequired,
      otp: K.otpRequired,
    });
  });

  it('caps lengths and checks the code', () => {
    expect(
      validateCorporateLogin({
        loginAcct: 'A'.repeat(61),
        representativeIdNbr: 'R'.repeat(61),
        password: 'p'.repeat(31),
        otp: '1234567',
      }),
    ).toEqual({
      loginAcct: K.accountTooLong,
      representativeIdNbr: K.accountTooLong,
      password: K.passwordTooLong,
      otp: K.otpDigits,
    });
    expect(
      validateCorporateLogin({
        loginAcct: 'ACME001',
        representativeIdNbr: 'RP12345',
        password: 'Corp#2026',
        otp: '123456',
      }),
    ).toEqual({});
  });

  it('face login and the code send need only the account and the representative ID', () => {
    expect(validateCorporateIdentity({ loginAcct: 'ACME001', representativeIdNbr: '' })).toEqual({
      representativeIdNbr: K.representativeIdRequired,
    });
    expect(
      toCorporateIdentity({ loginAcct: ' acme 001', representativeIdNbr: 'rp 12345 ' }),
    ).toEqual({ loginAcct: 'ACME001', representativeIdNbr: 'RP12345' });
  });

  it('does not cut an over-long identity, so its length rule refuses it', () => {
    const identity = toCorporateIdentity({
      loginAcct: `acme${'0'.repeat(200_000)}`,
      representativeIdNbr: 'rp 1',
    });
    expect(validateCorporateIdentity(identity)).toEqual({ loginAcct: K.accountTooLong });
  });
});

describe('isSubmittable (F1.7)', () => {
  it('is true only without errors', () => {
    expect(isSubmittable({})).toBe(true);
    expect(isSubmittable({ account: undefined })).toBe(true);
    expect(isSubmittable({ account: 'gaia_validation_account_required' })).toBe(false);
  });
});
