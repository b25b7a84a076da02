import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@gaia/domain';
import { demoAccounts, demoCorporate, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

/** Sets a new password with a reset reference, the password encrypted as the portal sends it. */
const resetWith = async (sbx: TestSandbox, referenceId: string, password: string) =>
  sbx.post('/ecare/password/reset', { referenceId, password: await sbx.encrypt(password) });

async function individualReference(sbx: TestSandbox, account = demoIndividual.account) {
  const otp = await sbx.sendCode(account, 'RESET_PASSWORD');
  const answer = await sbx.post<{ referenceId: string }>('/ecare/password/reset/otpVerify', {
    account,
    otp,
  });
  expect(answer.body.code).toBe('200');
  return answer.body.data!.referenceId;
}

const corporate = {
  loginAcct: demoCorporate.account,
  extParam: { representativeIdNbr: demoCorporate.representativeIdNbr },
};
const CORPORATE_CONTACT = '0775550001';

/** Corporate sign-in: a code sent to the company's contact, then the password login with it. */
async function corporateLogin(sbx: TestSandbox, password: string) {
  await sbx.post('/uc/login/send-otp', corporate);
  return sbx.post<LoginResult>('/uc/login/pwd-login', { ...corporate, password: await sbx.encrypt(password), otp: sbx.codeFor(CORPORATE_CONTACT) });
}

describe('individual password reset (F1.11)', () => {
  it('code, verify, reset: the new password works, the old one no longer, sessions end', async () => {
    const sbx = await createTestSandbox();
    const session = await sbx.passwordLogin(demoIndividual.account, demoIndividual.password);
    const token = session.body.data!.token;

    const referenceId = await individualReference(sbx);
    const reset = await resetWith(sbx, referenceId, 'New#2026');
    expect(reset.body.code).toBe('200');

    expect(await sbx.statusOf('/ecare/user/currentInfo', undefined, { token })).toBe(401);
    const old = await sbx.passwordLogin(demoIndividual.account, demoIndividual.password);
    expect(old.body.code).toBe('40904101');
    const fresh = await sbx.passwordLogin(demoIndividual.account, 'New#2026');
    expect(fresh.body.code).toBe('200');

    // The reference is single use.
    const reuse = await resetWith(sbx, referenceId, 'Other#2026');
    expect(reuse.body).toMatchObject({
      code: '40904120',
      resultMsg: 'Your reset session has expired. Please start again.',
    });
  });

  it('a reference expires after 10 minutes', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await individualReference(sbx);
    sbx.clock.advance(10 * 60_000);
    expect((await resetWith(sbx, referenceId, 'New#2026')).body.code).toBe('40904120');
  });

  it('the password must be encrypted, valid and strong enough', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await individualReference(sbx);
    expect(
      await sbx.codeOf('/ecare/password/reset', { referenceId, password: 'New#2026' }),
    ).toBe('40904121');
    expect((await resetWith(sbx, referenceId, 'x'.repeat(31))).status).toBe(400);
    expect(
      (await sbx.post('/ecare/password/reset', { referenceId, password: '' })).body.resultMsg,
    ).toBe('Password is required.');
    // The same strength rules as changing a password (spec 02 §5).
    const weak = await resetWith(sbx, referenceId, 'weakpassword');
    expect(weak.status).toBe(400);
    expect(weak.body.resultMsg).not.toMatch(/^gaia_/);
    // The failed attempts did not use up the reference.
    expect((await resetWith(sbx, referenceId, 'New#2026')).body.code).toBe('200');
  });

  it('otpVerify: wrong, expired, unknown user', async () => {
    const sbx = await createTestSandbox();
    const otp = await sbx.sendCode(demoIndividual.account, 'RESET_PASSWORD');
    expect(
      await sbx.codeOf('/ecare/password/reset/otpVerify', {
        account: demoIndividual.account,
        otp: sbx.otherCode(otp),
      }),
    ).toBe('40904106');
    sbx.clock.advance(5 * 60_000);
    expect(
      (await sbx.post('/ecare/password/reset/otpVerify', { account: demoIndividual.account, otp }))
        .body.code,
    ).toBe('40917004');
    expect(
      await sbx.codeOf('/ecare/password/reset/otpVerify', {
        account: demoAccounts.unregisteredMobile,
        otp,
      }),
    ).toBe('40904102');
  });

  it('a LOGIN code does not reset a password', async () => {
    const sbx = await createTestSandbox();
    const loginCode = await sbx.sendCode(demoIndividual.account, 'LOGIN');
    const answer = await sbx.post('/ecare/password/reset/otpVerify', {
      account: demoIndividual.account,
      otp: loginCode,
    });
    expect(answer.body.code).toBe('40904106');
  });
});

describe('corporate password reset (F1.11)', () => {
  it('the code goes to the company contact; verify and reset; the new password signs in', async () => {
    const sbx = await createTestSandbox();
    const sent = await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', {
      loginAcct: ' acme001 ',
      extParam: { representativeIdNbr: 'rp12345' },
    });
    expect(sent.body).toMatchObject({
      code: '200',
      data: { otpReceivingMedium: CORPORATE_CONTACT },
    });
    expect(sbx.inbox()[0]).toMatchObject({
      recipient: CORPORATE_CONTACT,
      account: 'ACME001',
      businessType: 'RESET_PASSWORD',
    });

    const again = await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', corporate);
    expect(again.body.code).toBe('40904118');

    const otp = sbx.codeFor(CORPORATE_CONTACT);
    const verified = await sbx.post<{ referenceId: string }>(
      '/ecare/gaia/password/reset/cor/otpVerify',
      { ...corporate, otp },
    );
    expect(verified.body.code).toBe('200');
    await resetWith(sbx, verified.body.data!.referenceId, 'Acme#2027');

    sbx.clock.advance(60_000);
    const login = await corporateLogin(sbx, 'Acme#2027');
    expect(login.body.code).toBe('200');
  });

  it('a wrong representative ID or unknown company: tip_user_not_exist; missing ID: the required message', async () => {
    const sbx = await createTestSandbox();
    expect(
      await sbx.codeOf('/ecare/gaia/user/corPwdReset/otp/send', {
        ...corporate,
        extParam: { representativeIdNbr: 'RP0' },
      }),
    ).toBe('40904102');
    expect(
      await sbx.codeOf('/ecare/gaia/user/corPwdReset/otp/send', {
        loginAcct: 'NOPE',
        extParam: { representativeIdNbr: 'RP0' },
      }),
    ).toBe('40904102');
    const missing = await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', {
      loginAcct: 'ACME001',
      extParam: { representativeIdNbr: ' ' },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { resultMsg: 'Representative ID number is required.' },
    });
    expect(
      await sbx.statusOf('/ecare/gaia/user/corPwdReset/otp/send', {
        loginAcct: 'ACME001',
        extParam: 'x',
      }),
    ).toBe(400);
  });

  it('cor otpVerify: wrong and expired codes', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', corporate);
    const otp = sbx.codeFor(CORPORATE_CONTACT);
    expect(
      await sbx.codeOf('/ecare/gaia/password/reset/cor/otpVerify', {
        ...corporate,
        otp: sbx.otherCode(otp),
      }),
    ).toBe('40904106');
    sbx.clock.advance(5 * 60_000);
    expect(
      await sbx.codeOf('/ecare/gaia/password/reset/cor/otpVerify', { ...corporate, otp }),
    ).toBe('40917004');
    expect(
      (await sbx.post('/ecare/gaia/password/reset/cor/otpVerify', { ...corporate, otp: 'abc' }))
        .status,
    ).toBe(400);
  });
});

describe('/ecare/password/ifSetting', () => {
  it('by account, or for the signed-in user', async () => {
    const sbx = await createTestSandbox();
    expect(
      (await sbx.post('/ecare/password/ifSetting', { account: demoIndividual.account })).body.data,
    ).toEqual({ passwordSet: true });
    expect(
      (await sbx.post('/ecare/password/ifSetting', { account: demoAccounts.codeOnly.email })).body
        .data,
    ).toEqual({ passwordSet: false });
    expect(
      (await sbx.post('/ecare/password/ifSetting', { account: demoAccounts.unregisteredMobile }))
        .body.code,
    ).toBe('40904102');
    expect(await sbx.statusOf('/ecare/password/ifSetting', {})).toBe(401);
    expect(await sbx.statusOf('/ecare/password/ifSetting', { account: 5 })).toBe(400);
    const login = await sbx.passwordLogin(demoIndividual.account, demoIndividual.password);
    expect(
      (await sbx.post('/ecare/password/ifSetting', {}, { token: login.body.data!.token })).body
        .data,
    ).toEqual({ passwordSet: true });
  });
});

describe('F2.14 /ecare/password/modify (spec 02 §7)', () => {
  async function signIn(sbx: TestSandbox, password: string = demoIndividual.password) {
    const login = await sbx.passwordLogin(demoIndividual.account, password);
    expect(login.body.code).toBe('200');
    return login.body.data!.token;
  }
  async function modify(
    sbx: TestSandbox,
    token: string | undefined,
    oldPassword: string,
    password: string,
    locale?: string,
  ) {
    return sbx.post(
      '/ecare/password/modify',
      { oldPassword: await sbx.encrypt(oldPassword), password: await sbx.encrypt(password) },
      { ...(token ? { token } : {}), ...(locale ? { locale } : {}) },
    );
  }
  async function loginCode(sbx: TestSandbox, password: string) {
    return (await sbx.passwordLogin(demoIndividual.account, password)).body.code;
  }

  it('changes the password: the new one signs in, the old one no longer, the session stays open', async () => {
    const sbx = await createTestSandbox();
    const token = await signIn(sbx);
    const answer = await modify(sbx, token, demoIndividual.password, 'New#2026a');
    expect(answer).toMatchObject({
      status: 200,
      body: { code: '200', resultCode: '200', data: null },
    });
    expect(await sbx.statusOf('/ecare/user/currentInfo', undefined, { token })).toBe(200);
    expect(await loginCode(sbx, demoIndividual.password)).toBe('40904101');
    expect(await loginCode(sbx, 'New#2026a')).toBe('200');
  });

  it('a wrong old password: 40904101 with the message in the request language; nothing changes', async () => {
    const sbx = await createTestSandbox();
    const token = await signIn(sbx);
    const wrong = await modify(sbx, token, 'Wrong#2026', 'New#2026a');
    expect(wrong).toMatchObject({
      status: 200,
      body: {
        code: '40904101',
        resultCode: '40904101',
        resultMsg: 'The old password is incorrect.',
        data: null,
      },
    });
    const arabic = await modify(sbx, token, 'Wrong#2026', 'New#2026a', 'ar');
    expect(arabic.body.resultMsg).toBe('كلمة المرور القديمة غير صحيحة.');
    expect(await loginCode(sbx, demoIndividual.password)).toBe('200');
  });

  it('needs a session: none, unknown, signed out and the expired-session scenario answer 401', async () => {
    const sbx = await createTestSandbox();
    const none = await modify(sbx, undefined, demoIndividual.password, 'New#2026a');
    expect(none).toMatchObject({ status: 401, body: { code: '401', resultCode: '401' } });
    expect((await modify(sbx, 'sbx-nobody', demoIndividual.password, 'New#2026a')).status).toBe(
      401,
    );
    const token = await signIn(sbx);
    await sbx.post('/ecare/user/logout', {}, { token });
    expect((await modify(sbx, token, demoIndividual.password, 'New#2026a')).status).toBe(401);
    const fresh = await signIn(sbx);
    sbx.store.scenario = 'sessionExpired';
    expect((await modify(sbx, fresh, demoIndividual.password, 'New#2026a')).status).toBe(401);
    sbx.store.scenario = 'normal';
    expect(await loginCode(sbx, demoIndividual.password)).toBe('200');
  });

  it('malformed input answers the documented envelope: not JSON, fields missing or not strings, not ciphertext', async () => {
    const sbx = await createTestSandbox();
    const token = await signIn(sbx);
    const post = (body: unknown) => sbx.post('/ecare/password/modify', body, { token });
    for (const body of [
      '{not json',
      '[]',
      {},
      { oldPassword: 'x' },
      { oldPassword: 1, password: 2 },
    ]) {
      const answer = await post(body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: '40000001', resultCode: '40000001' },
      });
      expect(typeof answer.body.resultMsg).toBe('string');
    }
    const clear = await post({ oldPassword: demoIndividual.password, password: 'New#2026a' });
    expect(clear.body).toMatchObject({
      code: '40904121',
      resultMsg: 'The password could not be read. Reload the page and try again.',
    });
    expect(await loginCode(sbx, demoIndividual.password)).toBe('200');
  });

  it('validates with the domain rules: the required messages and the strength rules', async () => {
    const sbx = await createTestSandbox();
    const token = await signIn(sbx);
    const post = async (oldPassword: string, password: string) =>
      sbx.post(
        '/ecare/password/modify',
        {
          oldPassword: oldPassword && (await sbx.encrypt(oldPassword)),
          password: password && (await sbx.encrypt(password)),
        },
        { token },
      );
    expect((await post('', 'New#2026a')).body).toMatchObject({
      code: '40000001',
      resultMsg: 'Old Password is required.',
    });
    expect((await post(demoIndividual.password, '')).body.resultMsg).toBe('Password is required.');
    for (const weak of [
      'Ab#1',
      'new#2026a',
      'NEW#2026A',
      'New#abcde',
      'New2026ab',
      'New#2026' + 'a'.repeat(13),
    ]) {
      const answer = await post(demoIndividual.password, weak);
      expect(answer, weak).toMatchObject({
        status: 400,
        body: { resultMsg: 'The new password does not meet the password requirements.' },
      });
    }
    expect(await loginCode(sbx, demoIndividual.password)).toBe('200');
  });

  it('an account without a password cannot change one (40904101)', async () => {
    const sbx = await createTestSandbox();
    const customer = sbx.store.findIndividual(demoAccounts.codeOnly.email)!;
    expect(customer.password).toBeUndefined();
    const token = sbx.store.openSession(customer);
    const answer = await modify(sbx, token, 'Any#2026a', 'New#2026a');
    expect(answer.body.code).toBe('40904101');
    expect(customer.password).toBeUndefined();
  });

  it('a corporate customer changes the company password; the next corporate login needs the new one', async () => {
    const sbx = await createTestSandbox();
    const login = await corporateLogin(sbx, demoCorporate.password);
    expect(login.body.code).toBe('200');
    const token = login.body.data!.token;
    expect((await modify(sbx, token, demoCorporate.password, 'Acme#2027x')).body.code).toBe('200');

    sbx.clock.advance(60_000);
    const again = await corporateLogin(sbx, 'Acme#2027x');
    expect(again.body.code).toBe('200');
  });
});
