import { describe, expect, it } from 'vitest';
import { codeCountdownKey } from './countdownKeys';

describe('codeCountdownKey (spec 01 §4)', () => {
  it('keys an individual account trimmed and lower-case, per purpose', () => {
    expect(codeCountdownKey('login', { individual: ' Demo@Example.com ' })).toBe('otp_login_demo@example.com');
    expect(codeCountdownKey('reset', { individual: '0551234567' })).toBe('otp_reset_0551234567');
  });

  it('keys a corporate account apart from an individual one', () => {
    expect(codeCountdownKey('login', { corporate: 'ACME1' })).toBe('otp_login_c_ACME1');
    expect(codeCountdownKey('reset', { corporate: 'ACME1' })).not.toBe(codeCountdownKey('reset', { individual: 'ACME1' }));
  });
});
