import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@gaia/domain';
import { demoAccounts, demoCorporate, demoFaceImages, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

const CONTACT = '0775550001';
const corporate = {
  loginAcct: demoCorporate.account,
  extParam: { representativeIdNbr: demoCorporate.representativeIdNbr },
};
const BOX = [
  { x: 305, y: 0 },
  { x: 980, y: 720 },
];

async function corporateCode(sbx: TestSandbox) {
  expect(await sbx.codeOf('/uc/login/send-otp', corporate)).toBe('200');
  return sbx.codeFor(CONTACT);
}

describe('/uc/login/send-otp and /uc/login/pwd-login (corporate, F1.4)', () => {
  it('signs in with account, representative ID, encrypted password and the code', async () => {
    const sbx = await createTestSandbox();
    const sent = await sbx.post('/uc/login/send-otp', corporate);
    expect(sent.body).toMatchObject({
      code: '200',
      flag: 'Y',
      data: { otpReceivingMedium: CONTACT },
    });
    const otp = sbx.codeFor(CONTACT);
    const login = await sbx.post<LoginResult>('/uc/login/pwd-login', {
      loginAcct: 'acme 001',
      extParam: { representativeIdNbr: 'rp12345' },
      password: await sbx.encrypt(demoCorporate.password),
      otp,
    });
    expect(login.body.data?.user).toMatchObject({
      userId: 'U-2001',
      partyType: 'CORPORATE',
      signInUserType: 'CORPORATION',
    });
    const token = login.body.data!.token;
    expect(await sbx.codeOf('/ecare/user/currentInfo', undefined, { token })).toBe('200');
    expect(await sbx.codeOf('/uc/logout', {}, { token })).toBe('200');
    expect(await sbx.statusOf('/ecare/user/currentInfo', undefined, { token })).toBe(401);
  });

  it('within 60 s the /uc already-sent code 40917001 answers and nothing new is sent', async () => {
    const sbx = await createTestSandbox();
    await corporateCode(sbx);
    sbx.clock.advance(59_000);
    const again = await sbx.post('/uc/login/send-otp', corporate, { locale: 'en' });
    expect(again.body).toMatchObject({
      code: '40917001',
      resultMsg: 'A verification code was already sent. You can ask for a new one in 1 seconds.',
    });
    expect(sbx.inbox()).toHaveLength(1);
    sbx.clock.advance(1_000);
    expect(await sbx.codeOf('/uc/login/send-otp', corporate)).toBe('200');
  });

  it('wrong code 40904106, expired code 40917004', async () => {
    const sbx = await createTestSandbox();
    const otp = await corporateCode(sbx);
    // Each attempt encrypts afresh: a ciphertext is accepted once (replay protection).
    const password = () => sbx.encrypt(demoCorporate.password);
    expect(
      (await sbx.post('/uc/login/pwd-login', { ...corporate, password: await password(), otp: sbx.otherCode(otp) }))
        .body.code,
    ).toBe('40904106');
    sbx.clock.advance(5 * 60_000);
    expect(await sbx.codeOf('/uc/login/pwd-login', { ...corporate, password: await password(), otp })).toBe(
      '40917004',
    );
  });

  it('wrong password or representative ID: 40904101; unknown company: 40904102', async () => {
    const sbx = await createTestSandbox();
    const otp = await corporateCode(sbx);
    const wrongPassword = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      password: await sbx.encrypt('Nope#1'),
      otp,
    });
    expect(wrongPassword.body.code).toBe('40904101');
    const wrongRep = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      extParam: { representativeIdNbr: 'RP99999' },
      password: await sbx.encrypt(demoCorporate.password),
      otp,
    });
    expect(wrongRep.body.code).toBe('40904101');
    const unknown = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      loginAcct: 'NOPE',
      password: await sbx.encrypt('x'),
      otp,
    });
    expect(unknown.body.code).toBe('40904102');
    // A failed password does not use up the code.
    expect(
      await sbx.codeOf('/uc/login/pwd-login', {
        ...corporate,
        password: await sbx.encrypt(demoCorporate.password),
        otp,
      }),
    ).toBe('200');
  });

  it('validates with the corporate rules', async () => {
    const sbx = await createTestSandbox();
    const noRep = await sbx.post('/uc/login/pwd-login', {
      loginAcct: 'ACME001',
      password: await sbx.encrypt(demoCorporate.password),
      otp: '123456',
    });
    expect(noRep).toMatchObject({
      status: 400,
      body: { resultMsg: 'Representative ID number is required.' },
    });
    const noCode = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      password: await sbx.encrypt(demoCorporate.password),
      otp: '',
    });
    expect(noCode.body.resultMsg).toBe('Verification Code is required.');
    const empty = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      password: '',
      otp: '123456',
    });
    expect(empty.body.resultMsg).toBe('Company password is required.');
    const clear = await sbx.post('/uc/login/pwd-login', {
      ...corporate,
      password: demoCorporate.password,
      otp: '123456',
    });
    expect(clear.body.code).toBe('40904121');
    const badSend = await sbx.post('/uc/login/send-otp', {
      loginAcct: '',
      extParam: { representativeIdNbr: 'RP1' },
    });
    expect(badSend.body.resultMsg).toBe('Company account is required.');
  });

  it('F1.9 pwd-login without a representative signs an individual in with password and code together', async () => {
    const sbx = await createTestSandbox();
    const payload = async (fields: { password?: string; otp?: string } = {}) => ({
      loginAcct: ` ${demoIndividual.account} `,
      extParam: {},
      password: await sbx.encrypt(fields.password ?? demoIndividual.password),
      otp: fields.otp ?? '',
    });
    expect(await sbx.codeOf('/uc/login/send-otp', { loginAcct: demoIndividual.account, extParam: {} })).toBe('200');
    const otp = sbx.codeFor(demoIndividual.account);
    expect((await sbx.post('/uc/login/pwd-login', await payload({ otp: '' }))).body).toMatchObject({
      resultMsg: 'Verification Code is required.',
    });
    expect((await sbx.post('/uc/login/pwd-login', await payload({ password: 'Wrong#1', otp }))).body.resultMsg).toBe(
      'The account or password is incorrect.',
    );
    expect(await sbx.codeOf('/uc/login/pwd-login', await payload({ otp: sbx.otherCode(otp) }))).toBe('40904106');
    const login = await sbx.post<LoginResult>('/uc/login/pwd-login', await payload({ otp }));
    expect(login.body.data?.user).toMatchObject({ partyType: 'INDIVIDUAL', userCode: 'GA1000001' });
  });

  it('send-otp without a representative ID sends to a registered individual', async () => {
    const sbx = await createTestSandbox();
    expect(
      (await sbx.post('/uc/login/send-otp', { loginAcct: demoIndividual.email })).body,
    ).toMatchObject({ code: '200', data: { otpReceivingMedium: demoIndividual.email } });
    expect(sbx.inbox()[0]!.channel).toBe('EMAIL');
    expect(
      await sbx.codeOf('/uc/login/send-otp', {
        loginAcct: demoAccounts.unregisteredMobile,
        extParam: {},
      }),
    ).toBe('40904102');
    expect(await sbx.codeOf('/uc/login/send-otp', { loginAcct: 'what' })).toBe(
      '40904103',
    );
    expect(
      await sbx.codeOf('/uc/login/send-otp', {
        loginAcct: 'ACME001',
        extParam: { representativeIdNbr: 'RP0' },
      }),
    ).toBe('40904102');
  });
});

describe('/uc/login/check/user-existing (F1.5)', () => {
  it('answers exists and faceAvailable', async () => {
    const sbx = await createTestSandbox();
    const check = (body: unknown) =>
      sbx.post('/uc/login/check/user-existing', body).then((a) => a.body.data);
    expect(
      await check({ loginAcct: demoIndividual.account, partyType: 'INDIVIDUAL', extParam: {} }),
    ).toEqual({ exists: true, faceAvailable: true });
    expect(
      await check({ loginAcct: demoAccounts.noFace.account, partyType: 'INDIVIDUAL' }),
    ).toEqual({ exists: true, faceAvailable: false });
    expect(
      await check({ loginAcct: demoAccounts.unregisteredMobile, partyType: 'INDIVIDUAL' }),
    ).toEqual({ exists: false, faceAvailable: false });
    expect(await check({ ...corporate, partyType: 'CORPORATE' })).toEqual({
      exists: true,
      faceAvailable: true,
    });
    expect(
      await check({
        loginAcct: 'beta002',
        extParam: { representativeIdNbr: 'rp67890' },
        partyType: 'CORPORATE',
      }),
    ).toEqual({ exists: true, faceAvailable: false });
    expect(
      await check({
        ...corporate,
        extParam: { representativeIdNbr: 'RP0' },
        partyType: 'CORPORATE',
      }),
    ).toEqual({ exists: false, faceAvailable: false });
    expect(await check({ loginAcct: demoCorporate.account, partyType: 'INDIVIDUAL' })).toEqual({
      exists: false,
      faceAvailable: false,
    });
  });

  it('rejects a missing party type, account or corporate representative ID', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/uc/login/check/user-existing', { loginAcct: 'x' })).toBe(400);
    expect(
      (await sbx.post('/uc/login/check/user-existing', { loginAcct: '', partyType: 'INDIVIDUAL' }))
        .status,
    ).toBe(400);
    expect(
      await sbx.statusOf('/uc/login/check/user-existing', {
        loginAcct: 'ACME001',
        partyType: 'CORPORATE',
      }),
    ).toBe(400);
  });
});

describe('face comparison and /uc/login/face-login (F1.5)', () => {
  async function compare(sbx: TestSandbox, path: string, corporateCall = false) {
    return sbx.post<{ match: boolean; referenceId?: string; reasonCode?: string }>(
      corporateCall ? '/uc/sec/comparison/face/corporate' : '/uc/sec/comparison/face',
      { charcFilePath: path, boxCoordinateList: BOX },
    );
  }

  /** The reference of a comparison with the matching demo face (the corporate comparison's with `corporateCall`). */
  async function matchReference(sbx: TestSandbox, corporateCall = false): Promise<string> {
    return (await compare(sbx, demoFaceImages.match, corporateCall)).body.data!.referenceId!;
  }

  /** Face login of an account (loginAcct, or the corporate identity) with a comparison's reference. */
  function faceLogin<T = unknown>(sbx: TestSandbox, faceReferenceId: string, account: object) {
    return sbx.post<T>('/uc/login/face-login', { faceReferenceId, ...account });
  }

  it('decides from the image path: match, no match, not captured (9000)', async () => {
    const sbx = await createTestSandbox();
    expect((await compare(sbx, demoFaceImages.match)).body).toMatchObject({
      code: '200',
      data: { match: true, referenceId: expect.stringMatching(/^FR-/) },
    });
    expect((await compare(sbx, demoFaceImages.noMatch)).body.data).toEqual({
      match: false,
      reasonCode: '9001',
    });
    expect((await compare(sbx, 'uploads/BLANK-frame.jpg', true)).body.data).toEqual({
      match: false,
      reasonCode: '9000',
    });
  });

  it('validates the body: path and exactly two points', async () => {
    const sbx = await createTestSandbox();
    expect(
      (await sbx.post('/uc/sec/comparison/face', { charcFilePath: '', boxCoordinateList: BOX }))
        .status,
    ).toBe(400);
    expect(
      await sbx.statusOf('/uc/sec/comparison/face', {
        charcFilePath: 'a.jpg',
        boxCoordinateList: [BOX[0]],
      }),
    ).toBe(400);
    expect(
      await sbx.statusOf('/uc/sec/comparison/face', {
        charcFilePath: 'a.jpg',
        boxCoordinateList: [{ x: '1', y: 0 }, BOX[1]],
      }),
    ).toBe(400);
  });

  it('individual face login with the reference; the reference is single use', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await matchReference(sbx);
    const login = await faceLogin<LoginResult>(sbx, referenceId, { loginAcct: demoIndividual.account });
    expect(login.body.data?.user.userId).toBe('U-1001');
    const again = await faceLogin(sbx, referenceId, { loginAcct: demoIndividual.account });
    expect(again.body).toMatchObject({
      code: '40917010',
      resultMsg: 'The face check has expired. Please try again.',
    });
  });

  it('corporate face login needs the corporate comparison and the representative ID', async () => {
    const sbx = await createTestSandbox();
    const wrongKind = await faceLogin(sbx, await matchReference(sbx), corporate);
    expect(wrongKind.body).toMatchObject({
      code: '40904102',
      resultMsg: 'No account was found with these details.',
    });
    const login = await faceLogin<LoginResult>(sbx, await matchReference(sbx, true), corporate);
    expect(login.body.data?.user.userId).toBe('U-2001');
  });

  it('a reference expires after 5 minutes; unknown accounts and accounts without a face fail', async () => {
    const sbx = await createTestSandbox();
    const old = await matchReference(sbx);
    sbx.clock.advance(5 * 60_000);
    expect((await faceLogin(sbx, old, { loginAcct: demoIndividual.account })).body.code).toBe('40917010');
    expect((await faceLogin(sbx, await matchReference(sbx), { loginAcct: demoAccounts.unregisteredMobile })).body.code).toBe('40904102');
    expect((await faceLogin(sbx, await matchReference(sbx), { loginAcct: demoAccounts.noFace.account })).body).toMatchObject({
      code: '40904101',
      resultMsg: 'Face recognition failed.',
    });
    expect(
      await sbx.statusOf('/uc/login/face-login', { loginAcct: demoIndividual.account }),
    ).toBe(400);
  });
});
