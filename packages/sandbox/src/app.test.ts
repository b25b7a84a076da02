import { describe, expect, it } from 'vitest';
import { ResultCode } from '@gaia/domain';
import { demoIndividual } from './store/seed';
import { createTestSandbox } from './testing/sandboxTest';

/** Every POST call of spec 01 §7 in the sandbox. */
const POST_PATHS = [
  '/ecare/user/pwdLogin',
  '/ecare/user/otpLogin',
  '/ecare/user/mobileRegistered',
  '/ecare/user/emailRegistered',
  '/ecare/notification/sendOtp',
  '/ecare/notification/sendEmailOtp',
  '/ecare/notification/verifyOtp',
  '/ecare/password/reset',
  '/ecare/password/reset/otpVerify',
  '/ecare/password/ifSetting',
  '/ecare/gaia/user/corPwdReset/otp/send',
  '/ecare/gaia/password/reset/cor/otpVerify',
  '/uc/login/send-otp',
  '/uc/login/pwd-login',
  '/uc/login/check/user-existing',
  '/uc/sec/comparison/face',
  '/uc/sec/comparison/face/corporate',
  '/uc/login/face-login',
  '/uc/reg/otp/send',
  '/uc/reg/otp/verify',
  '/uc/common/config/items',
];

/** Calls that need fields: an empty object is a bad request. */
const NEEDS_FIELDS = POST_PATHS.filter(
  (path) => !['/ecare/password/ifSetting', '/uc/common/config/items'].includes(path),
);

describe('malformed requests answer the documented envelope, never a crash', () => {
  it.each(POST_PATHS)('%s: malformed JSON and non-object bodies → 400 envelope', async (path) => {
    const sbx = await createTestSandbox();
    for (const body of ['{not json', '[1,2]', '"text"', 'null']) {
      const answer = await sbx.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: ResultCode.badRequest,
        resultCode: ResultCode.badRequest,
        resultMsg: 'Some of the information sent was missing or not valid.',
        data: null,
      });
    }
  });

  it.each(NEEDS_FIELDS)(
    '%s: missing fields → 400 envelope (in Arabic when asked)',
    async (path) => {
      const sbx = await createTestSandbox();
      const answer = await sbx.post(path, {}, { locale: 'ar' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: ResultCode.badRequest,
        resultCode: ResultCode.badRequest,
      });
      expect(answer.body.resultMsg).toMatch(/[\u0600-\u06ff]/);
    },
  );

  it.each(NEEDS_FIELDS)('%s: fields of the wrong type → 400 envelope', async (path) => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post(path, {
      account: 1,
      password: {},
      otp: 123456,
      mobile: [],
      email: true,
      businessType: 5,
      loginAcct: 7,
      loginAcctType: null,
      partyType: 3,
      extParam: 'RP',
      referenceId: 9,
      faceReferenceId: 1,
      charcFilePath: 2,
      boxCoordinateList: 'box',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(ResultCode.badRequest);
  });

  it('unknown operator paths answer a 404 envelope', async () => {
    const sbx = await createTestSandbox();
    for (const path of ['/ecare/nope', '/uc/nope', '/kb/nope', '/i18n/nope']) {
      const answer = await sbx.post(path, {});
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: '404', resultCode: '404' });
    }
  });
});

describe('scenarios (593, 504, 401) and control routes (B4)', () => {
  it('maintenance answers 593 with server texts on /ecare and /uc, not on the control routes', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/scenario', { scenario: 'maintenance' });
    for (const path of ['/ecare/user/currentInfo', '/uc/login/send-otp']) {
      const answer = await sbx.post(path, {}, { locale: 'ar' });
      expect(answer.status).toBe(593);
      expect(answer.body).toMatchObject({
        code: '593',
        resultCode: '593',
        data: { title: 'تحديث النظام', notice: 'يجري تحديث النظام. يُرجى العودة بعد قليل.' },
      });
    }
    expect((await sbx.get('/__sandbox/inbox')).status).toBe(200);
  });

  it('gateway timeout 504, session expired 401, back to normal, reset', async () => {
    const sbx = await createTestSandbox();
    await sbx.post('/__sandbox/scenario', { scenario: 'gatewayTimeout' });
    expect(await sbx.statusOf('/ecare/user/pwdLogin', {})).toBe(504);
    await sbx.post('/__sandbox/scenario', { scenario: 'sessionExpired' });
    const expired = await sbx.post('/uc/reg/otp/send', {});
    expect(expired).toMatchObject({ status: 401, body: { code: '401' } });
    expect((await sbx.get('/__sandbox/scenario')).body).toEqual({ scenario: 'sessionExpired' });
    expect(await sbx.statusOf('/__sandbox/scenario', { scenario: 'chaos' })).toBe(400);
    await sbx.post('/__sandbox/reset');
    expect((await sbx.get('/__sandbox/scenario')).body).toEqual({ scenario: 'normal' });
  });

  it('reset restores passwords, codes and settings', async () => {
    const sbx = await createTestSandbox();
    await sbx.sendCode(demoIndividual.account);
    sbx.store.customers[0]!.password = 'Changed#1';
    await sbx.post('/__sandbox/settings', { needCompleteFlag: 'N' });
    await sbx.post('/__sandbox/reset');
    expect(sbx.inbox()).toEqual([]);
    expect(sbx.store.customers[0]!.password).toBe(demoIndividual.password);
    expect(sbx.store.settings.needCompleteFlag).toBe('Y');
    expect(
      await sbx.codeOf('/ecare/notification/sendOtp', {
        mobile: demoIndividual.account,
        businessType: 'LOGIN',
      }),
    ).toBe('200');
  });

  it('settings and the clock control route validate their input', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/__sandbox/settings', { needCompleteFlag: 'maybe' })).toBe(400);
    expect(await sbx.statusOf('/__sandbox/settings', { faceLoginEnabled: 'yes' })).toBe(400);
    expect(await sbx.statusOf('/__sandbox/settings', '{oops')).toBe(400);
    expect(await sbx.statusOf('/__sandbox/clock', { advanceMs: -1 })).toBe(400);
  });

  it('the clock route moves time forward: codes expire for a person trying the portal', async () => {
    const sbx = await createTestSandbox();
    const otp = await sbx.sendCode(demoIndividual.account);
    await sbx.post('/__sandbox/clock', { advanceMs: 5 * 60_000 });
    expect(
      await sbx.codeOf('/ecare/user/otpLogin', { account: demoIndividual.account, otp }),
    ).toBe('40917004');
  });
});
