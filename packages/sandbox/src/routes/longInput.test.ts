import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/sandboxTest';

/**
 * Issue #10 §2: a 200 KB account froze the sandbox for 28 s on each of these routes, because the
 * e-mail pattern (quadratic) ran on it before any length check. The account is at most 60
 * characters (spec 01 §9), so each route checks the length first and refuses it with the field's
 * length message, in the documented envelope,
 * without a pattern ever seeing the value. (No timing is asserted; before the fix each call blocked
 * the event loop for many seconds and the test did not finish in its time.)
 */

/** 200 KB shaped to make the old e-mail pattern backtrack: a@ then dots, never a valid address. */
const LONG_ACCOUNT = `x@${'.'.repeat(200 * 1024)}@`;

const accountTooLong = {
  status: 400,
  body: {
    code: '40000001',
    resultCode: '40000001',
    resultMsg: 'The account can have at most 60 characters.',
    data: null,
  },
};

describe('a 200 KB account gets its ordinary answer (ReDoS)', () => {
  it.each([
    [
      '/ecare/notification/sendEmailOtp',
      { email: LONG_ACCOUNT, businessType: 'LOGIN' },
      accountTooLong,
    ],
    [
      '/ecare/notification/sendOtp',
      { mobile: LONG_ACCOUNT, businessType: 'LOGIN' },
      accountTooLong,
    ],
    ['/ecare/user/emailRegistered', { email: LONG_ACCOUNT }, accountTooLong],
    ['/ecare/user/mobileRegistered', { mobile: LONG_ACCOUNT }, accountTooLong],
    ['/uc/login/send-otp', { loginAcct: LONG_ACCOUNT, extParam: {} }, accountTooLong],
    [
      '/uc/login/send-otp (corporate)',
      { loginAcct: LONG_ACCOUNT, extParam: { representativeIdNbr: 'R1' } },
      accountTooLong,
    ],
    ['/uc/reg/otp/send', { loginAcct: LONG_ACCOUNT, loginAcctType: 'EMAIL' }, accountTooLong],
  ] as const)('%s', async (path, body, expected) => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post(path.replace(/ .*/, ''), body);
    expect(answer).toEqual(expected);
    expect(sbx.inbox()).toEqual([]);
  });

  it('/uc/login/pwd-login', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/uc/login/pwd-login', {
      loginAcct: LONG_ACCOUNT,
      extParam: {},
      password: await sbx.encrypt('Gaia#2026'),
      otp: '123456',
    });
    expect(answer).toEqual(accountTooLong);
  });

  it('in Arabic too', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post(
      '/uc/login/send-otp',
      { loginAcct: LONG_ACCOUNT, extParam: { representativeIdNbr: 'R1' } },
      { locale: 'ar' },
    );
    expect(answer.body.resultMsg).toBe('يمكن أن يحتوي الحساب على 60 حرفًا على الأكثر.');
  });
});
