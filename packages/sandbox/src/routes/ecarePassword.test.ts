import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@gaia/domain';
import { demoAccounts, demoCorporate, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

async function individualReference(sbx: TestSandbox, account = demoIndividual.account) {
  await sbx.post('/ecare/notification/sendOtp', {
    mobile: account,
    businessType: 'RESET_PASSWORD',
  });
  const answer = await sbx.post<{ referenceId: string }>('/ecare/password/reset/otpVerify', {
    account,
    otp: sbx.codeFor(account),
  });
  expect(answer.body.code).toBe('200');
  return answer.body.data!.referenceId;
}

const corporate = {
  loginAcct: demoCorporate.account,
  extParam: { representativeIdNbr: demoCorporate.representativeIdNbr },
};
const CORPORATE_CONTACT = '0775550001';

describe('individual password reset (F1.11)', () => {
  it('code, verify, reset: the new password works, the old one no longer, sessions end', async () => {
    const sbx = await createTestSandbox();
    const session = await sbx.post<LoginResult>('/ecare/user/pwdLogin', {
      account: demoIndividual.account,
      password: await sbx.encrypt(demoIndividual.password),
    });
    const token = session.body.data!.token;

    const referenceId = await individualReference(sbx);
    const reset = await sbx.post('/ecare/password/reset', {
      referenceId,
      password: await sbx.encrypt('New#2026'),
    });
    expect(reset.body.code).toBe('200');

    expect((await sbx.post('/ecare/user/currentInfo', undefined, { token })).status).toBe(401);
    const old = await sbx.post('/ecare/user/pwdLogin', {
      account: demoIndividual.account,
      password: await sbx.encrypt(demoIndividual.password),
    });
    expect(old.body.code).toBe('40904101');
    const fresh = await sbx.post('/ecare/user/pwdLogin', {
      account: demoIndividual.account,
      password: await sbx.encrypt('New#2026'),
    });
    expect(fresh.body.code).toBe('200');

    // The reference is single use.
    const reuse = await sbx.post('/ecare/password/reset', {
      referenceId,
      password: await sbx.encrypt('Other#2026'),
    });
    expect(reuse.body).toMatchObject({
      code: '40904120',
      resultMsg: 'Your reset session has expired. Please start again.',
    });
  });

  it('a reference expires after 10 minutes', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await individualReference(sbx);
    sbx.clock.advance(10 * 60_000);
    expect(
      (
        await sbx.post('/ecare/password/reset', {
          referenceId,
          password: await sbx.encrypt('New#2026'),
        })
      ).body.code,
    ).toBe('40904120');
  });

  it('the password must be encrypted and valid', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await individualReference(sbx);
    expect(
      (await sbx.post('/ecare/password/reset', { referenceId, password: 'New#2026' })).body.code,
    ).toBe('40904121');
    expect(
      (
        await sbx.post('/ecare/password/reset', {
          referenceId,
          password: await sbx.encrypt('x'.repeat(31)),
        })
      ).status,
    ).toBe(400);
    expect(
      (await sbx.post('/ecare/password/reset', { referenceId, password: '' })).body.resultMsg,
    ).toBe('Password is required.');
    // The failed attempts did not use up the reference.
    expect(
      (
        await sbx.post('/ecare/password/reset', {
          referenceId,
          password: await sbx.encrypt('New#2026'),
        })
      ).body.code,
    ).toBe('200');
  });

  it('otpVerify: wrong, expired, unknown user', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/ecare/notification/sendOtp', {
      mobile: demoIndividual.account,
      businessType: 'RESET_PASSWORD',
    });
    const otp = sbx.codeFor(demoIndividual.account);
    expect(
      (
        await sbx.post('/ecare/password/reset/otpVerify', {
          account: demoIndividual.account,
          otp: sbx.otherCode(otp),
        })
      ).body.code,
    ).toBe('40904106');
    sbx.clock.advance(5 * 60_000);
    expect(
      (await sbx.post('/ecare/password/reset/otpVerify', { account: demoIndividual.account, otp }))
        .body.code,
    ).toBe('40917004');
    expect(
      (
        await sbx.post('/ecare/password/reset/otpVerify', {
          account: demoAccounts.unregisteredMobile,
          otp,
        })
      ).body.code,
    ).toBe('40904102');
  });

  it('a LOGIN code does not reset a password', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/ecare/notification/sendOtp', {
      mobile: demoIndividual.account,
      businessType: 'LOGIN',
    });
    const answer = await sbx.post('/ecare/password/reset/otpVerify', {
      account: demoIndividual.account,
      otp: sbx.codeFor(demoIndividual.account),
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
    await sbx.post('/ecare/password/reset', {
      referenceId: verified.body.data!.referenceId,
      password: await sbx.encrypt('Acme#2027'),
    });

    sbx.clock.advance(60_000);
    await sbx.post('/uc/login/send-otp', corporate);
    const login = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      password: await sbx.encrypt('Acme#2027'),
      otp: sbx.codeFor(CORPORATE_CONTACT),
    });
    expect(login.body.code).toBe('200');
  });

  it('a wrong representative ID or unknown company: tip_user_not_exist; missing ID: the required message', async () => {
    const sbx = await createTestSandbox();
    expect(
      (
        await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', {
          ...corporate,
          extParam: { representativeIdNbr: 'RP0' },
        })
      ).body.code,
    ).toBe('40904102');
    expect(
      (
        await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', {
          loginAcct: 'NOPE',
          extParam: { representativeIdNbr: 'RP0' },
        })
      ).body.code,
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
      (
        await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', {
          loginAcct: 'ACME001',
          extParam: 'x',
        })
      ).status,
    ).toBe(400);
  });

  it('cor otpVerify: wrong and expired codes', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/ecare/gaia/user/corPwdReset/otp/send', corporate);
    const otp = sbx.codeFor(CORPORATE_CONTACT);
    expect(
      (
        await sbx.post('/ecare/gaia/password/reset/cor/otpVerify', {
          ...corporate,
          otp: sbx.otherCode(otp),
        })
      ).body.code,
    ).toBe('40904106');
    sbx.clock.advance(5 * 60_000);
    expect(
      (await sbx.post('/ecare/gaia/password/reset/cor/otpVerify', { ...corporate, otp })).body.code,
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
    expect((await sbx.post('/ecare/password/ifSetting', {})).status).toBe(401);
    expect((await sbx.post('/ecare/password/ifSetting', { account: 5 })).status).toBe(400);
    const login = await sbx.post<LoginResult>('/ecare/user/pwdLogin', {
      account: demoIndividual.account,
      password: await sbx.encrypt(demoIndividual.password),
    });
    expect(
      (await sbx.post('/ecare/password/ifSetting', {}, { token: login.body.data!.token })).body
        .data,
    ).toEqual({ passwordSet: true });
  });
});
