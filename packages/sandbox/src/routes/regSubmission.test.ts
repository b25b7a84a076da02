import { describe, expect, it } from 'vitest';
import type { CompletenessResult } from '@gaia/domain';
import { demoAccounts, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

const mobile = demoAccounts.unregisteredMobile;

/** A registration code for the account, verified: the reference the submit carries. */
async function verifiedReference(sbx: TestSandbox, account: string, type = 'MOBILE'): Promise<string> {
  await sbx.post('/uc/reg/otp/send', { loginAcct: account, loginAcctType: type });
  const verified = await sbx.post<{ referenceId: string }>('/uc/reg/otp/verify', { loginAcct: account, loginAcctType: type, otp: sbx.codeFor(account) });
  return verified.body.data!.referenceId;
}

async function registration(sbx: TestSandbox, overrides: { info?: object; individual?: object } = {}) {
  return {
    userRegisterInfo: { userName: 'RUVA MUTASA', mobile, idNbr: '63-111111A11', password: await sbx.encrypt('Strong#2026'), ...overrides.info },
    individual: {
      idNbr: '63-111111A11',
      nationality: 'ZWE',
      firstName: 'RUVA',
      lastName: 'MUTASA',
      gender: 'female',
      birthday: '19950412',
      title: 'MS',
      maritalStatus: 'S',
      defaultAddr: { addrId: 'SUB-1', detailAddr1: '12 SAMORA MACHEL AVE', detailAddr2: 'AVONDALE' },
      attachments: [{ attachmentType: 1, fileName: 'id.png', filePath: 'uploads/F-1/id.png', fileSize: 10 }],
      biometrics: [],
      ...overrides.individual,
    },
  };
}

/** The result code of a password login. */
const passwordLoginCode = async (sbx: TestSandbox, account: string, password: string) =>
  (await sbx.passwordLogin(account, password)).body.code;

describe('POST /uc/reg/register/individual (F2.8)', () => {
  it('creates a new user with a new user code, who signs in with mobile, ID and the password', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, mobile);
    const answer = await sbx.post<{ userCode: string }>('/uc/reg/register/individual', await registration(sbx), { 'Reference-Id': referenceId });
    expect(answer.body.code).toBe('200');
    expect(answer.body.data?.userCode).toMatch(/^GA\d{7}$/);
    expect(sbx.store.findByAccount('63-111111A11')?.user.userCode).toBe(answer.body.data?.userCode);
    expect(await passwordLoginCode(sbx, mobile, 'Strong#2026')).toBe('200');
    expect(await passwordLoginCode(sbx, '63-111111A11', 'Strong#2026')).toBe('200');
  });

  it('refuses a missing, unknown or used Reference-Id with 40917004 (gaia_tip_incorrect_otp)', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.codeOf('/uc/reg/register/individual', await registration(sbx))).toBe('40917004');
    const referenceId = await verifiedReference(sbx, mobile);
    expect(await sbx.codeOf('/uc/reg/register/individual', await registration(sbx), { 'Reference-Id': 'REG-NOPE' })).toBe('40917004');
    expect(await sbx.codeOf('/uc/reg/register/individual', await registration(sbx), { 'Reference-Id': referenceId })).toBe('200');
    // Used once: the same reference cannot register somebody else.
    const again = await registration(sbx, { info: { mobile: '0778888888', idNbr: '63-222222B22' }, individual: { idNbr: '63-222222B22' } });
    expect(await sbx.codeOf('/uc/reg/register/individual', again, { 'Reference-Id': referenceId })).toBe('40917004');
  });

  it('a reference of another account does not register this one', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, '0778888888');
    expect(await sbx.codeOf('/uc/reg/register/individual', await registration(sbx), { 'Reference-Id': referenceId })).toBe('40917004');
  });

  it('an account or ID already registered answers 40917002', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, mobile);
    const taken = await registration(sbx, { info: { idNbr: demoAccounts.existingIdNbr }, individual: { idNbr: demoAccounts.existingIdNbr } });
    expect(await sbx.codeOf('/uc/reg/register/individual', taken, { 'Reference-Id': referenceId })).toBe('40917002');
    const upgradable = await registration(sbx, { info: { idNbr: demoAccounts.upgradeIdNbr }, individual: { idNbr: demoAccounts.upgradeIdNbr } });
    expect(await sbx.codeOf('/uc/reg/register/individual', upgradable, { 'Reference-Id': referenceId })).toBe('40917002');
  });

  it.each([
    ['lower-case names', { individual: { firstName: 'Ruva' } }, 'individual.firstName'],
    ['a gender outside male and female', { individual: { gender: 'x' } }, 'individual.gender'],
    ['an under-16 birthday', { individual: { birthday: '20200101' } }, 'individual.birthday'],
    ['a street over 150', { individual: { defaultAddr: { addrId: 'S', detailAddr1: 'A'.repeat(151) } } }, 'individual.defaultAddr'],
    ['a non-national without a future expiry', { individual: { idType: '2', idExpDate: '20000101' } }, 'individual.idExpDate'],
    ['a referral code with symbols', { info: { referralCode: 'A-1' } }, 'referralCode'],
    ['a mobile that is no mobile', { info: { mobile: '12' } }, 'mobile'],
    ['an attachment without a path', { individual: { attachments: [{ attachmentType: 1 }] } }, 'individual.attachments'],
  ])('refuses %s with 400 and the envelope naming the field', async (_name, overrides, field) => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/uc/reg/register/individual', await registration(sbx, overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('40000001');
    expect(answer.body.resultMsg).toContain(field);
  });

  it('refuses a weak password after decrypting it, and a password that is not our ciphertext', async () => {
    const sbx = await createTestSandbox();
    const weak = await registration(sbx, { info: { password: await sbx.encrypt('weakpass') } });
    expect((await sbx.post('/uc/reg/register/individual', weak)).status).toBe(400);
    expect(await sbx.codeOf('/uc/reg/register/individual', await registration(sbx, { info: { password: 'clear' } }))).toBe('40904121');
  });

  it('malformed and non-object bodies answer 400 with the envelope', async () => {
    const sbx = await createTestSandbox();
    for (const body of ['{oops', '[1]', '"text"', JSON.stringify({ userRegisterInfo: 1, individual: {} })]) {
      const answer = await sbx.post('/uc/reg/register/individual', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('40000001');
    }
  });

  it('an oversized body answers 413 with the envelope', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/uc/reg/register/individual', JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }));
    expect(answer.status).toBe(413);
    expect(answer.body.resultMsg).toBeTruthy();
  });

  it('requires a face when face collection is required', async () => {
    const sbx = await createTestSandbox();
    sbx.store.settings.registrationFaceRequired = true;
    const referenceId = await verifiedReference(sbx, mobile);
    const answer = await sbx.post('/uc/reg/register/individual', await registration(sbx), { 'Reference-Id': referenceId });
    expect(answer.body.resultMsg).toContain('individual.biometrics');
    const withFace = await registration(sbx, { individual: { biometrics: [{ biometricType: 1, charcFilePath: 'uploads/F-2/face.jpg' }] } });
    expect(await sbx.codeOf('/uc/reg/register/individual', withFace, { 'Reference-Id': referenceId })).toBe('200');
  });
});

describe('POST /uc/reg/register/individual without an ID: the alternative form in reading B (F2.2, F2.9)', () => {
  const email = 'ruva.alt@example.com';
  /** What the portal sends for an account opened by an e-mail alone: no ID, no nationality. */
  const byEmail = async (sbx: TestSandbox) => ({
    userRegisterInfo: { userName: email, email, password: await sbx.encrypt('Strong#2026') },
    individual: { email, attachments: [], biometrics: [] },
  });

  it('creates the account by its e-mail, who signs in with it; the completeness check then asks for the ID (F2.12)', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, email, 'EMAIL');
    const answer = await sbx.post<{ userCode: string }>('/uc/reg/register/individual', await byEmail(sbx), { 'Reference-Id': referenceId });
    expect(answer.body.code).toBe('200');
    const customer = sbx.store.findByAccount(email)!;
    expect(customer.user.userCode).toBe(answer.body.data?.userCode);
    expect(customer.accounts).toEqual([email]);
    expect(customer.idNbr).toBeUndefined();
    const login = await sbx.passwordLogin(email, 'Strong#2026');
    expect(login.body.code).toBe('200');
    const check = await sbx.post<CompletenessResult>(
      '/uc/profile/check/completeness',
      { userId: customer.user.userId, engageLevel: 'REGISTER' },
      { token: login.body.data!.token },
    );
    expect(check.body.data).toMatchObject({ completeFlag: 'N', underAgeFlag: 'N' });
    expect(check.body.data?.missingFields).toEqual(expect.arrayContaining(['nationality', 'idNbr', 'idCopy']));
    // The profile holds the e-mail it was opened with; the completion asks for a contact number too.
    expect(check.body.data?.missingFields).toContain('contactNbr');
    expect(sbx.store.profiles.get(customer.user.userId, sbx.store.now())?.email).toBe(email);
  });

  it('a mobile alone opens an account too; a second one without an ID is not refused for a shared empty ID', async () => {
    const sbx = await createTestSandbox();
    const first = await registration(sbx, { info: { idNbr: undefined }, individual: { idNbr: undefined, nationality: undefined } });
    expect(await sbx.codeOf('/uc/reg/register/individual', first, { 'Reference-Id': await verifiedReference(sbx, mobile) })).toBe('200');
    expect(await passwordLoginCode(sbx, mobile, 'Strong#2026')).toBe('200');
    const customer = sbx.store.findByAccount(mobile)!;
    expect(sbx.store.profiles.get(customer.user.userId, sbx.store.now())).toMatchObject({ partyType: 'INDIVIDUAL', contactNbr: mobile });
    expect(await sbx.codeOf('/uc/reg/register/individual', await byEmail(sbx), { 'Reference-Id': await verifiedReference(sbx, email, 'EMAIL') })).toBe('200');
  });

  it.each<[string, { info?: object; individual?: object }, string]>([
    ['an empty ID number', { info: { idNbr: '' } }, 'idNbr'],
    ['an ID number in the individual only', { individual: { idNbr: '63-111111A11' } }, 'idNbr'],
    ['a nationality without an ID number', { individual: { nationality: 'ZWE' } }, 'individual.idNbr'],
    ['an account ID without the individual one', { info: { idNbr: '63-111111A11' } }, 'individual.idNbr'],
  ])('still checks an ID when one is sent: refuses %s with 400 naming the field', async (_name, overrides, field) => {
    const sbx = await createTestSandbox();
    const body = await byEmail(sbx);
    const sent = { userRegisterInfo: { ...body.userRegisterInfo, ...overrides.info }, individual: { ...body.individual, ...overrides.individual } };
    const answer = await sbx.post('/uc/reg/register/individual', sent);
    expect(answer.status).toBe(400);
    expect(answer.body.resultMsg).toContain(field);
  });
});

describe('POST /uc/reg/user/upgrade/individual (F2.9)', () => {
  const upgrade = async (sbx: TestSandbox) => ({
    userUpgradeInfo: { userName: 'RUDO CHIKORE', mobile, idNbr: demoAccounts.upgradeIdNbr, password: await sbx.encrypt('Rudo#2026x'), otp: '123456' },
    profile: { partyId: 'P-1004', partyType: 'INDIVIDUAL', idNbr: demoAccounts.upgradeIdNbr, biometrics: [] },
  });

  it('the known customer gains the accounts and the password and keeps the user code', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, mobile);
    const answer = await sbx.post<{ userCode: string }>('/uc/reg/user/upgrade/individual', await upgrade(sbx), { 'Reference-Id': referenceId });
    expect(answer.body).toMatchObject({ code: '200', data: { userCode: 'GA1000004' } });
    expect(await passwordLoginCode(sbx, mobile, 'Rudo#2026x')).toBe('200');
    expect(await passwordLoginCode(sbx, demoAccounts.upgradeIdNbr, 'Rudo#2026x')).toBe('200');
  });

  it('an expired reference answers 40917004 and upgrades nothing', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx, mobile);
    sbx.clock.advance(31 * 60_000);
    expect(await sbx.codeOf('/uc/reg/user/upgrade/individual', await upgrade(sbx), { 'Reference-Id': referenceId })).toBe('40917004');
    expect(sbx.store.findByAccount(mobile)).toBeUndefined();
  });

  it('an ID with no profile waiting answers 40904102; a taken mobile 40917002', async () => {
    const sbx = await createTestSandbox();
    const body = await upgrade(sbx);
    expect(await sbx.codeOf('/uc/reg/user/upgrade/individual', { ...body, userUpgradeInfo: { ...body.userUpgradeInfo, idNbr: '63-000000Z00' } })).toBe('40904102');
    const taken = await upgrade(sbx);
    expect(await sbx.codeOf('/uc/reg/user/upgrade/individual', { ...taken, userUpgradeInfo: { ...taken.userUpgradeInfo, mobile: demoIndividual.account } })).toBe('40917002');
  });

  it('still requires the ID number: the waiting profile is found by it', async () => {
    const sbx = await createTestSandbox();
    const body = await upgrade(sbx);
    const answer = await sbx.post('/uc/reg/user/upgrade/individual', { ...body, userUpgradeInfo: { ...body.userUpgradeInfo, idNbr: undefined } });
    expect(answer.status).toBe(400);
    expect(answer.body.resultMsg).toContain('idNbr');
  });
});

describe('anti-spoof and the registration configuration (F2.7, F2.8)', () => {
  const box = [{ x: 305, y: 0 }, { x: 980, y: 720 }];

  it('passes or fails as the faceAntiSpoof setting says, switchable at /__sandbox/settings', async () => {
    const sbx = await createTestSandbox();
    const check = () => sbx.post<{ passed: boolean }>('/uc/sec/comparison/faceAntiSpoofCheck', { charcFilePath: 'uploads/F-1/face.jpg', boxCoordinateList: box });
    expect((await check()).body.data).toEqual({ passed: true });
    await sbx.post('/__sandbox/settings', { faceAntiSpoof: 'fail' });
    expect((await check()).body.data).toEqual({ passed: false });
  });

  it('refuses a body without the fixed face box', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/uc/sec/comparison/faceAntiSpoofCheck', { charcFilePath: 'f.jpg', boxCoordinateList: [{ x: 0, y: 0 }, { x: 1, y: 1 }] })).toBe(400);
    expect(await sbx.statusOf('/uc/sec/comparison/faceAntiSpoofCheck', '{bad')).toBe(400);
  });

  it('answers the reading and faceNullable from the settings', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get('/ecare/gaia/register/config')).body.data).toMatchObject({ reading: 'A', faceNullable: 'Y', otpLength: 6 });
    await sbx.post('/__sandbox/settings', { signUpReading: 'B', registrationFaceRequired: true });
    expect((await sbx.get('/ecare/gaia/register/config')).body.data).toMatchObject({ reading: 'B', faceNullable: 'N' });
  });
});
