import { describe, expect, it } from 'vitest';
import type { LoginResult, SessionUser } from '@gaia/domain';
import { demoAccounts, demoCorporate, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

describe('/ecare/user/pwdLogin (encrypted password, F0.8)', () => {
  it('signs in the demo individual with the encrypted password; currentInfo, profile and logout follow', async () => {
    const sbx = await createTestSandbox();
    const login = await sbx.passwordLogin(` ${demoIndividual.account} `, demoIndividual.password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      code: '200',
      resultCode: '200',
      data: { user: { userId: 'U-1001', partyType: 'INDIVIDUAL' } },
    });
    const token = login.body.data!.token;

    const current = await sbx.post<SessionUser>('/ecare/user/currentInfo', undefined, { token });
    expect(current.body.data?.userCode).toBe('GA1000001');
    const profile = await sbx.post('/ecare/user/profile', {}, { token });
    expect(profile.body.data).toMatchObject({
      userId: 'U-1001',
      mobile: demoIndividual.account,
      email: demoIndividual.email,
    });

    expect(await sbx.codeOf('/ecare/user/logout', {}, { token })).toBe('200');
    const after = await sbx.post('/ecare/user/currentInfo', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({
      code: '401',
      resultCode: '401',
      resultMsg: 'Your session has ended. Please sign in again.',
    });
    expect(await sbx.statusOf('/ecare/user/profile', {}, { token })).toBe(401);
  });

  it('accepts the e-mail in any case', async () => {
    const sbx = await createTestSandbox();
    const login = await sbx.passwordLogin('Tariro.Moyo@Example.com', demoIndividual.password);
    expect(login.body.code).toBe('200');
  });

  it('wrong password: 40904101 in the request language', async () => {
    const sbx = await createTestSandbox();
    const en = await sbx.passwordLogin(demoIndividual.account, 'Wrong#1');
    expect(en.body).toMatchObject({
      code: '40904101',
      resultCode: '40904101',
      resultMsg: 'The account or password is incorrect.',
    });
    const ar = await sbx.passwordLogin(demoIndividual.account, 'Wrong#1', { locale: 'ar' });
    expect(ar.body.resultMsg).toBe('الحساب أو كلمة المرور غير صحيحة.');
  });

  it('unknown accounts and corporate accounts: tip_user_not_exist', async () => {
    const sbx = await createTestSandbox();
    for (const account of [demoAccounts.unregisteredMobile, demoCorporate.account]) {
      const answer = await sbx.passwordLogin(account, demoCorporate.password);
      expect(answer.body).toMatchObject({
        code: '40904102',
        resultMsg: 'This account is not registered.',
      });
    }
  });

  it('an account without a password says so', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.passwordLogin(demoAccounts.codeOnly.account, 'Any#2026');
    expect(answer.body).toMatchObject({
      code: '40904101',
      resultMsg: 'This account has no password yet. Sign in with a verification code.',
    });
  });

  it('a clear-text password is refused (40904121), never compared', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/ecare/user/pwdLogin', {
      account: demoIndividual.account,
      password: demoIndividual.password,
    });
    expect(answer.body).toMatchObject({
      code: '40904121',
      resultMsg: 'The password could not be read. Reload the page and try again.',
    });
  });

  it('validates with the domain rules: required and maximum lengths', async () => {
    const sbx = await createTestSandbox();
    const empty = await sbx.post('/ecare/user/pwdLogin', { account: '0771234567', password: '' });
    expect(empty).toMatchObject({
      status: 400,
      body: { code: '40000001', resultMsg: 'Password is required.' },
    });
    const long = await sbx.passwordLogin('x'.repeat(61), 'p');
    expect(long.body.resultMsg).toBe('The account can have at most 60 characters.');
    const tooLong = await sbx.passwordLogin('0771234567', 'p'.repeat(31));
    expect(tooLong.body.resultMsg).toBe('The password can have at most 30 characters.');
    const missing = await sbx.post('/ecare/user/pwdLogin', { account: '0771234567' });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        code: '40000001',
        resultMsg: 'Some of the information sent was missing or not valid.',
      },
    });
  });
});

describe('/ecare/user/otpLogin (F1.3)', () => {
  const otpLogin = (sbx: TestSandbox, account: string, otp: string) =>
    sbx.post<LoginResult>('/ecare/user/otpLogin', { account, otp });

  /** A fresh sandbox that has sent a code to `account`, and a sign-in of that account with a given code. */
  async function codeSentTo(account: string) {
    const sbx = await createTestSandbox();
    const otp = await sbx.sendCode(account);
    return { sbx, otp, signIn: (code: string) => otpLogin(sbx, account, code) };
  }

  /** How the sign-in refuses a code. */
  const refused = {
    incorrect: { code: '40904106', resultMsg: 'The verification code is incorrect.' },
    expired: { code: '40917004', resultMsg: 'The verification code has expired. Ask for a new one.' },
  };

  it('signs in with the code from the inbox; the code is single use', async () => {
    const { otp, signIn } = await codeSentTo(demoAccounts.codeOnly.account);
    const login = await signIn(otp);
    expect(login.body.data?.user.userId).toBe('U-1003');
    const again = await signIn(otp);
    expect(again.body).toMatchObject(refused.incorrect);
  });

  it('wrong code 40904106; expired after 5 minutes 40917004 (injected clock)', async () => {
    const { sbx, otp, signIn } = await codeSentTo(demoIndividual.account);
    const wrong = await signIn(sbx.otherCode(otp));
    expect(wrong.body.code).toBe(refused.incorrect.code);
    sbx.clock.advance(5 * 60_000);
    const expired = await signIn(otp);
    expect(expired.body).toMatchObject(refused.expired);
  });

  it('just before expiry the code still works', async () => {
    const { sbx, otp, signIn } = await codeSentTo(demoIndividual.account);
    sbx.clock.advance(5 * 60_000 - 1);
    expect((await signIn(otp)).body.code).toBe('200');
  });

  it('validates the account pattern and the code', async () => {
    const sbx = await createTestSandbox();
    expect((await otpLogin(sbx, 'ACME001', '123456')).body.resultMsg).toBe(
      'Enter a valid mobile number or e-mail address.',
    );
    expect((await otpLogin(sbx, '0771234567', '')).body.resultMsg).toBe('Verification Code is required.');
    expect((await otpLogin(sbx, demoAccounts.unregisteredMobile, '123456')).body.code).toBe('40904102');
  });
});

describe('/ecare/user/mobileRegistered and /emailRegistered (F1.6)', () => {
  it('answers registered true or false', async () => {
    const sbx = await createTestSandbox();
    expect(
      (await sbx.post('/ecare/user/mobileRegistered', { mobile: demoIndividual.account })).body
        .data,
    ).toEqual({ registered: true });
    expect(
      (await sbx.post('/ecare/user/mobileRegistered', { mobile: demoAccounts.unregisteredMobile }))
        .body.data,
    ).toEqual({ registered: false });
    expect(
      (await sbx.post('/ecare/user/emailRegistered', { email: demoIndividual.email })).body.data,
    ).toEqual({ registered: true });
    expect(
      (await sbx.post('/ecare/user/emailRegistered', { email: 'nobody@example.com' })).body.data,
    ).toEqual({ registered: false });
  });

  it('a value of the wrong kind is a bad request', async () => {
    const sbx = await createTestSandbox();
    expect(
      await sbx.statusOf('/ecare/user/mobileRegistered', { mobile: demoIndividual.email }),
    ).toBe(400);
    expect(
      await sbx.statusOf('/ecare/user/emailRegistered', { email: demoIndividual.account }),
    ).toBe(400);
    expect(await sbx.statusOf('/ecare/user/emailRegistered', {})).toBe(400);
  });
});
