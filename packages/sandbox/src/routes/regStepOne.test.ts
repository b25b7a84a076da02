import { describe, expect, it } from 'vitest';
import { demoAccounts, demoIndividual } from '../store/seed';
import { createTestSandbox } from '../testing/sandboxTest';
import { stepOneDemo } from './regStepOne';

interface Record {
  ID: string;
  NAME: string;
  ID_FORMAT_RULE?: string;
}

describe('F2.1 reference lists (spec 02 §3, §7)', () => {
  it('nationalities in the request\'s language, ID types with their format rule', async () => {
    const sbx = await createTestSandbox();
    const nationalities = await sbx.get<Record[]>('/ecare/common/entity/UC_NATIONALITY/records');
    expect(nationalities.body.data?.[0]).toEqual({ ID: 'ZWE', NAME: 'Zimbabwe' });
    const arabic = await sbx.get<Record[]>('/ecare/common/ceeEntity/UC_NATIONALITY/records', { locale: 'ar' });
    expect(arabic.body.data?.[0]).toEqual({ ID: 'ZWE', NAME: 'زيمبابوي' });
    const types = await sbx.get<Record[]>('/ecare/common/entity/UC_ID_TYPE/records');
    const national = new RegExp(types.body.data?.find((type) => type.ID === '1')?.ID_FORMAT_RULE ?? '$^');
    expect(national.test(demoAccounts.existingIdNbr)).toBe(true);
    expect(national.test('631234567A78')).toBe(true);
    expect(national.test('63-12A78')).toBe(false);
  });

  it('the supplementary lists are served too; an unknown entity is a 404 envelope', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get('/ecare/common/entity/UC_TITLE/records')).body.code).toBe('200');
    const unknown = await sbx.get('/ecare/common/entity/NOPE/records');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('40000001');
  });
});

describe('F2.1 subscriber check (/ecare/subs/exists)', () => {
  it('operator numbers and numbers ported in are subscribers; others are not', async () => {
    const sbx = await createTestSandbox();
    const exists = async (accNbr: string) => (await sbx.post<{ isExist: string }>('/ecare/subs/exists', { accNbr })).body.data?.isExist;
    expect(await exists(demoAccounts.unregisteredMobile)).toBe('Y');
    expect(await exists(demoAccounts.otherOperatorMobile)).toBe('Y');
    expect(await exists('0731234567')).toBe('N');
  });
});

describe('F2.1, F2.3 ID checks', () => {
  it('idValidity: a well-formed number the registry knows; the unknown one is refused', async () => {
    const sbx = await createTestSandbox();
    const check = (idNbr: string) => sbx.codeOf('/uc/common/check/idValidity/security', { idType: '1', idNbr });
    expect(await check('63-111111A11')).toBe('200');
    expect(await check(stepOneDemo.invalidIdNbr)).toBe('40917160');
    expect(await check('NOT-AN-ID')).toBe('40917160');
  });

  it('idEligibility: existsUser for a held ID, a reference for the flow, the ID and phone mismatch', async () => {
    const sbx = await createTestSandbox();
    const eligibility = (idNbr: string, accNbr: string = demoAccounts.unregisteredMobile) =>
      sbx.post<{ referenceId: string; existsUser: string }>('/uc/reg/check/idEligibility', { idType: '1', idNbr, accNbr });
    expect((await eligibility('63-111111A11')).body.data).toMatchObject({ existsUser: 'N', referenceId: expect.stringMatching(/^ELG-/) });
    expect((await eligibility(demoAccounts.existingIdNbr)).body.data?.existsUser).toBe('Y');
    expect((await eligibility(demoAccounts.upgradeIdNbr, stepOneDemo.rudoLine)).body.data?.existsUser).toBe('Y');
    expect((await eligibility('63-111111A11', stepOneDemo.rudoLine)).body.code).toBe('40917161');
  });

  it('the existing-user lookup: contacts in full or masked (/blur); the upgrade customer has none', async () => {
    const sbx = await createTestSandbox();
    const query = { idType: '1', idNbr: demoAccounts.existingIdNbr };
    expect((await sbx.post('/uc/profile/query/identifyUser', query)).body.data).toEqual({
      existsUser: 'Y',
      userId: 'U-1001',
      userCode: 'GA1000001',
      mobile: demoIndividual.account,
      email: demoIndividual.email,
    });
    const blurred = (await sbx.post<{ mobile: string; email: string }>('/uc/profile/query/identifyUser/blur', query)).body.data;
    expect(blurred?.mobile).toBe('077****567');
    expect(blurred?.email).not.toContain('tariro.moyo');
    expect((await sbx.post('/uc/profile/query/identifyUser', { idType: '1', idNbr: demoAccounts.upgradeIdNbr })).body.data).toMatchObject({
      existsUser: 'Y',
      userId: 'U-1004',
      mobile: '',
      email: '',
    });
    expect((await sbx.post('/uc/profile/query/identifyUser', { idType: '1', idNbr: '63-111111A11' })).body.data).toEqual({ existsUser: 'N' });
  });

  it('the user of an ID by GET /uc/reg/user/idNbr/{idNbr}', async () => {
    const sbx = await createTestSandbox();
    expect((await sbx.get(`/uc/reg/user/idNbr/${demoAccounts.upgradeIdNbr}`)).body.data).toEqual({ userId: 'U-1004' });
    expect((await sbx.get('/uc/reg/user/idNbr/63-111111A11')).body.code).toBe('40904102');
  });
});

describe('terms and privacy (/ecare/content/detail)', () => {
  it('the HTML in the request\'s language, carrying script and handler payloads for the portal to neutralise', async () => {
    const sbx = await createTestSandbox();
    const terms = await sbx.post<{ content: string; title: string }>('/ecare/content/detail', { contentType: 'TERMS' });
    expect(terms.body.data?.title).toBe('Terms and Conditions');
    expect(terms.body.data?.content).toContain('<script>');
    expect(terms.body.data?.content).toContain('onerror=');
    const privacy = await sbx.post<{ content: string }>('/ecare/content/detail', { contentType: 'PRIVACY' }, { locale: 'ar' });
    expect(privacy.body.data?.content).toContain('سياسة الخصوصية');
  });
});

describe('malformed bodies answer 400 with the envelope', () => {
  it.each([
    ['/ecare/subs/exists', '{not json'],
    ['/ecare/subs/exists', { accNbr: 42 }],
    ['/ecare/subs/exists', { accNbr: '7'.repeat(61) }],
    ['/uc/common/check/idValidity/security', { idType: '9', idNbr: '63-111111A11' }],
    ['/uc/reg/check/idEligibility', { idType: '1', idNbr: 'X'.repeat(61) }],
    ['/uc/reg/check/idEligibility', { idType: '1', idNbr: '63-111111A11', accNbr: 5 }],
    ['/uc/profile/query/identifyUser', ['array']],
    ['/ecare/content/detail', { contentType: 'SECRETS' }],
  ])('%s %j', async (path, body) => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('40000001');
  });
});
