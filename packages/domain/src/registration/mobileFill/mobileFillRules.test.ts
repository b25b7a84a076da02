import { describe, expect, it } from 'vitest';
import { defaultPortalConfig } from '../../kernel/config/portalConfig';
import { MobileFillMessageKey } from './messageKeys';
import { mobileFillCanSend, mobileFillRules, normaliseMobileFillMobile } from './mobileFillRules';
import { needsMobileFillUp, postponeForSession, postponedThisSession } from './model';

const rules = mobileFillRules(defaultPortalConfig);

describe('spec 02 §5 mobile-fill dialog rules', () => {
  it('a mobile of the configured pattern and a 6-digit code pass', () => {
    expect(rules({ mobile: '0771112233', otp: '123456' })).toEqual({ mobile: undefined, otp: undefined });
  });

  it('the mobile is required, then must match the pattern (tips_accnbr_regex_fail_message)', () => {
    expect(rules({ mobile: '', otp: '123456' }).mobile).toBe(MobileFillMessageKey.mobileRequired);
    expect(rules({ mobile: '12345', otp: '123456' }).mobile).toBe('tips_accnbr_regex_fail_message');
    expect(rules({ mobile: 'tariro@example.com', otp: '123456' }).mobile).toBe('tips_accnbr_regex_fail_message');
  });

  it('the mobile is at most 60 characters', () => {
    expect(rules({ mobile: '0'.repeat(61), otp: '123456' }).mobile).toBe(MobileFillMessageKey.mobileTooLong);
  });

  it('the configured pattern is the one applied', () => {
    const only78 = mobileFillRules({ mobilePattern: '^078\\d{7}$' });
    expect(only78({ mobile: '0771112233', otp: '123456' }).mobile).toBe('tips_accnbr_regex_fail_message');
    expect(only78({ mobile: '0781112233', otp: '123456' }).mobile).toBeUndefined();
  });

  it('the code is required, then exactly 6 digits', () => {
    expect(rules({ mobile: '0771112233', otp: '' }).otp).toBe(MobileFillMessageKey.codeRequired);
    expect(rules({ mobile: '0771112233', otp: '12345' }).otp).toBe(MobileFillMessageKey.codeDigits);
    expect(rules({ mobile: '0771112233', otp: '1234567' }).otp).toBe(MobileFillMessageKey.codeDigits);
    expect(rules({ mobile: '0771112233', otp: '12a456' }).otp).toBe(MobileFillMessageKey.codeDigits);
  });

  it('the mobile is typed without whitespace and cut at 60, as on sign-up step one', () => {
    expect(normaliseMobileFillMobile(' 077 111 2233 ')).toBe('0771112233');
    expect(normaliseMobileFillMobile('7'.repeat(70))).toHaveLength(60);
  });

  it('a code may be asked for only once the mobile passes its rules', () => {
    expect(mobileFillCanSend('0771112233', defaultPortalConfig)).toBe(true);
    expect(mobileFillCanSend('07711', defaultPortalConfig)).toBe(false);
    expect(mobileFillCanSend('', defaultPortalConfig)).toBe(false);
  });

  it('only fillUpFlag Y opens the dialog', () => {
    expect(needsMobileFillUp({ fillUpFlag: 'Y' })).toBe(true);
    expect(needsMobileFillUp({ fillUpFlag: 'N' })).toBe(false);
    expect(needsMobileFillUp(undefined)).toBe(false);
  });
});

describe('spec 02 §5 mobile-fill "Later" (docs/adr/0027)', () => {
  function memory() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  }

  it('holds for the session that chose it, not for the next sign-in', () => {
    const storage = memory();
    expect(postponedThisSession(storage, 'token-1')).toBe(false);
    postponeForSession(storage, 'token-1');
    expect(postponedThisSession(storage, 'token-1')).toBe(true);
    expect(postponedThisSession(storage, 'token-2')).toBe(false);
  });

  it('without a session or a storage nothing is remembered', () => {
    const storage = memory();
    postponeForSession(storage, null);
    expect(postponedThisSession(storage, null)).toBe(false);
    postponeForSession(null, 'token-1');
    expect(postponedThisSession(null, 'token-1')).toBe(false);
  });
});
