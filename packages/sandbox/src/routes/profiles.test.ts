import { describe, expect, it } from 'vitest';
import {
  COMPLETION_PROFILE_SCOPES,
  faceEnrolmentUpdate,
  individualCompletionValues,
  individualProfileUpdate,
  corporateCompletionValues,
  corporateProfileUpdate,
  type CompletenessResult,
  type PartyProfile,
} from '@gaia/domain';
import { demoAccounts, demoIndividual } from '../store/seed';
import { DEMO_MEMORABLE_WORD, DEMO_PIN } from '../store/profiles';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

/** Signs in with a password and gives the token header. */
async function signIn(sbx: TestSandbox, account: string, password: string) {
  const answer = await sbx.passwordLogin(account, password);
  expect(answer.body.code).toBe('200');
  return { token: answer.body.data!.token };
}

/** A session of a seeded company (its sign-in, with a code, is tested in ucLogin.test.ts). */
function companySession(sbx: TestSandbox, userId: string) {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

describe('profile book seed (F2.12, F2.13)', () => {
  it('holds every seeded customer; the upgrade candidate is found by ID with BASIC and ID only', async () => {
    const sbx = await createTestSandbox();
    const now = sbx.store.now();
    for (const userId of ['U-1001', 'U-1002', 'U-1003', 'U-1004', 'U-1005', 'U-2001', 'U-2002'])
      expect(sbx.store.profiles.get(userId, now), userId).toBeDefined();
    const rudo = sbx.store.profiles.findByIdNbr(demoAccounts.upgradeIdNbr.toLowerCase(), now)!;
    expect(rudo).toMatchObject({ userId: 'U-1004', firstName: 'RUDO', lastName: 'CHIKORE', idNbr: demoAccounts.upgradeIdNbr });
    expect(rudo.defaultAddr).toBeUndefined();
    expect(rudo.attachments).toBeUndefined();
    expect(sbx.store.profiles.get('U-2001', now)!.partyType).toBe('CORPORATE');
  });

  it('put adds a profile the book then finds; reset forgets it', async () => {
    const sbx = await createTestSandbox();
    sbx.store.profiles.put({ partyId: 'P-X', userId: 'U-X', partyType: 'INDIVIDUAL', idNbr: '63-999999Z99' });
    expect(sbx.store.profiles.findByIdNbr('63-999999Z99')?.userId).toBe('U-X');
    sbx.store.reset();
    expect(sbx.store.profiles.get('U-X')).toBeUndefined();
  });
});

describe('POST /uc/profile/acquire/individual', () => {
  it('answers only the asked scopes of the signed-in user', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx, demoIndividual.account, demoIndividual.password);
    const basic = await sbx.post<PartyProfile>('/uc/profile/acquire/individual', { userId: 'U-1001', scopes: ['BASIC'] }, headers);
    expect(basic.body.data).toMatchObject({ partyId: 'P-1001', firstName: 'TARIRO' });
    expect(basic.body.data!.idNbr).toBeUndefined();
    expect(basic.body.data!.biometrics).toBeUndefined();
    const all = await sbx.post<PartyProfile>('/uc/profile/acquire/individual', { userId: 'U-1001', scopes: COMPLETION_PROFILE_SCOPES }, headers);
    expect(all.body.data).toMatchObject({ idNbr: demoAccounts.existingIdNbr, contactNbr: demoIndividual.account });
    expect(all.body.data!.biometrics?.[0]?.biometricType).toBe(1);
  });

  it('refuses without a session (401), for another user (403), and malformed bodies (400 envelope)', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1001', scopes: ['BASIC'] })).toBe(401);
    const headers = await signIn(sbx, demoIndividual.account, demoIndividual.password);
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1002', scopes: ['BASIC'] }, headers)).toBe(403);
    for (const body of ['{not json', { userId: 'U-1001' }, { userId: 'U-1001', scopes: ['NOPE'] }, { userId: 1, scopes: ['BASIC'] }, [1, 2]]) {
      const answer = await sbx.post('/uc/profile/acquire/individual', body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('40000001');
    }
  });
});

describe('POST /uc/profile/acquire/individual for an upgrade (F2.3, F2.9)', () => {
  /** A verified registration code for a mobile, as step two of sign-up leaves it. */
  function verifiedReference(sbx: TestSandbox) {
    return { 'Reference-Id': sbx.store.registrationReferences.create('0779999999') };
  }

  it('reads the profile of a user without e-mail or mobile with a verified code and the ID typed; the code stays usable', async () => {
    const sbx = await createTestSandbox();
    const headers = verifiedReference(sbx);
    const body = { userId: 'U-1004', idNbr: ` ${demoAccounts.upgradeIdNbr.toLowerCase()} `, scopes: ['BASIC', 'ID'] };
    const answer = await sbx.post<PartyProfile>('/uc/profile/acquire/individual', body, headers);
    expect(answer.body.data).toMatchObject({ firstName: 'RUDO', idNbr: demoAccounts.upgradeIdNbr });
    expect(sbx.store.registrationReferences.peek(headers['Reference-Id'])).toBe('0779999999');
  });

  it('refuses a used or unknown code (401), another ID or a user with accounts (403), and malformed bodies (400)', async () => {
    const sbx = await createTestSandbox();
    const headers = verifiedReference(sbx);
    const unknown = { 'Reference-Id': 'REG-NOPE' };
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1004', idNbr: demoAccounts.upgradeIdNbr, scopes: ['BASIC'] }, unknown)).toBe(401);
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1004', idNbr: demoAccounts.existingIdNbr, scopes: ['BASIC'] }, headers)).toBe(403);
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1001', idNbr: demoAccounts.existingIdNbr, scopes: ['BASIC'] }, headers)).toBe(403);
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1004', scopes: ['BASIC'] }, headers)).toBe(400);
    sbx.store.registrationReferences.consume(headers['Reference-Id']);
    expect(await sbx.statusOf('/uc/profile/acquire/individual', { userId: 'U-1004', idNbr: demoAccounts.upgradeIdNbr, scopes: ['BASIC'] }, headers)).toBe(401);
  });
});

describe('completeness check and rule (F2.12, F2.13)', () => {
  it('the full profile is complete; a partial one lists what is missing', async () => {
    const sbx = await createTestSandbox();
    const tariro = await signIn(sbx, demoIndividual.account, demoIndividual.password);
    const full = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-1001', engageLevel: 'REGISTER' }, tariro);
    expect(full.body.data).toMatchObject({ completeFlag: 'Y', missingFields: [], underAgeFlag: 'N' });

    const farai = await signIn(sbx, demoAccounts.noFace.account, demoAccounts.noFace.password);
    const partial = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-1002', engageLevel: 'REGISTER' }, farai);
    expect(partial.body.data).toMatchObject({ completeFlag: 'N', missingFields: ['defaultAddr', 'idCopy'] });
    const rule = await sbx.post<{ requiredFields: string[] }>('/uc/profile/rule/completeness', { userId: 'U-1002', engageLevel: 'REGISTER' }, farai);
    expect(rule.body.data!.requiredFields).toContain('idCopy');
  });

  it('F2.13: the under-16 customer is flagged, whatever day the clock says', async () => {
    const sbx = await createTestSandbox();
    sbx.clock.set(Date.UTC(2031, 6, 1));
    const tendai = await signIn(sbx, demoAccounts.underAge.account, demoAccounts.underAge.password);
    const answer = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-1005', engageLevel: 'REGISTER' }, tendai);
    expect(answer.body.data!.underAgeFlag).toBe('Y');
  });

  it('a corporate profile follows the corporate rule (bank, e-mail …)', async () => {
    const sbx = await createTestSandbox();
    const acme = companySession(sbx, 'U-2001');
    const answer = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-2001', engageLevel: 'REGISTER' }, acme);
    expect(answer.body.data!.completeFlag).toBe('Y');
    const rule = await sbx.post<{ requiredFields: string[] }>('/uc/profile/rule/completeness', { userId: 'U-2001' }, acme);
    expect(rule.body.data!.requiredFields).toEqual(expect.arrayContaining(['partyName', 'bank', 'email']));
  });
});

describe('POST /uc/profile/update/individual and /corporate (F2.12)', () => {
  it('completes a partial profile: the check then says complete', async () => {
    const sbx = await createTestSandbox();
    const farai = await signIn(sbx, demoAccounts.noFace.account, demoAccounts.noFace.password);
    const held = sbx.store.profiles.get('U-1002')!;
    const values = { ...individualCompletionValues(held), street: '7 main road', suburb: 'borrowdale', idCopyPath: 'uploads/F-1/id.jpg' };
    const request = individualProfileUpdate(held, values, { fileName: 'id.jpg', filePath: 'uploads/F-1/id.jpg', fileSize: 10 });
    const answer = await sbx.post<PartyProfile>('/uc/profile/update/individual', request, farai);
    expect(answer.body.code).toBe('200');
    expect(answer.body.data!.defaultAddr).toMatchObject({ detailAddr1: '7 MAIN ROAD', detailAddr2: 'BORROWDALE' });
    const check = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-1002' }, farai);
    expect(check.body.data!.completeFlag).toBe('Y');
  });

  it('forceCheck refuses an update that leaves gaps, saving nothing; a field rule answers 400 with its message', async () => {
    const sbx = await createTestSandbox();
    const farai = await signIn(sbx, demoAccounts.noFace.account, demoAccounts.noFace.password);
    const held = sbx.store.profiles.get('U-1002')!;
    const gaps = await sbx.post<{ missingFields: string[] }>(
      '/uc/profile/update/individual',
      { forceCheck: true, engageLevels: ['REGISTER'], profile: { partyId: held.partyId, firstName: 'FARAI' } },
      farai,
    );
    expect(gaps.body.code).toBe('40917201');
    expect(gaps.body.data!.missingFields).toEqual(['defaultAddr', 'idCopy']);
    const bad = await sbx.post(
      '/uc/profile/update/individual',
      { forceCheck: false, engageLevels: ['REGISTER'], profile: { partyId: held.partyId, idNbr: 'NOT-AN-ID' } },
      farai,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.resultMsg).toBe('This ID number does not have the expected format');
    expect(sbx.store.profiles.get('U-1002')!.idNbr).toBe(held.idNbr);
    for (const body of ['{', { profile: 'x' }, { profile: { partyId: held.partyId, attachments: 'x' } }, { profile: { partyId: held.partyId, gender: 'x' } }])
      expect(await sbx.statusOf('/uc/profile/update/individual', body, farai)).toBe(400);
    // Another party's id, or the corporate path for an individual, is refused.
    expect(await sbx.statusOf('/uc/profile/update/individual', { profile: { partyId: 'P-1001' } }, farai)).toBe(403);
    expect(await sbx.statusOf('/uc/profile/update/corporate', { profile: { partyId: held.partyId } }, farai)).toBe(403);
  });

  it('completes the partial company through /uc/profile/update/corporate', async () => {
    const sbx = await createTestSandbox();
    const beta = companySession(sbx, 'U-2002');
    const held = sbx.store.profiles.get('U-2002')!;
    const values = {
      ...corporateCompletionValues(held),
      registrationNbr: '5678/2019',
      contactNbr: '0775550002',
      street: '1 Farm Road',
      suburb: 'Marondera',
      documentPath: 'uploads/F-2/cert.pdf',
      bankName: 'CBZ',
      bankAccountNbr: '0099887766',
      bankAccountName: 'BETA FARMS',
    };
    const update = corporateProfileUpdate(held, values, { fileName: 'cert.pdf', filePath: 'uploads/F-2/cert.pdf' });
    const saved = await sbx.post<PartyProfile>('/uc/profile/update/corporate', update, beta);
    expect(saved.body.code).toBe('200');
    const check = await sbx.post<CompletenessResult>('/uc/profile/check/completeness', { userId: 'U-2002' }, beta);
    expect(check.body.data!.completeFlag).toBe('Y');
  });

  it('F3.11: a face added (biometrics type 1, actionType A) is held and enrols face sign-in', async () => {
    const sbx = await createTestSandbox();
    const farai = await signIn(sbx, demoAccounts.noFace.account, demoAccounts.noFace.password);
    const answer = await sbx.post<PartyProfile>('/uc/profile/update/individual', faceEnrolmentUpdate('P-1002', 'uploads/F-9/face.jpg'), farai);
    expect(answer.body.data!.biometrics).toEqual([{ biometricType: 1, charcFilePath: 'uploads/F-9/face.jpg', partyId: 'P-1002' }]);
    expect(sbx.store.findByUserId('U-1002')!.faceEnrolled).toBe(true);
  });
});

describe('PIN check and modProfile (My details)', () => {
  it('takes the memorable word too, in any case, under its default pattern (F3.10)', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx, demoIndividual.account, demoIndividual.password);
    const word = await sbx.post<{ referenceId: string }>('/uc/sec/pin-check', { pin: DEMO_MEMORABLE_WORD.toUpperCase() }, headers);
    expect(word.body.data!.referenceId).toMatch(/^PIN-/);
    expect(await sbx.codeOf('/uc/sec/pin-check', { pin: 'Zambezi' }, headers)).toBe('40917301');
    expect(await sbx.statusOf('/uc/sec/pin-check', { pin: 'Kariba1' }, headers)).toBe(400);
  });

  it('a contact change needs a fresh PIN reference, used once', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx, demoIndividual.account, demoIndividual.password);
    const body = { contactNbr: demoIndividual.account, alterContactNbr: '0782222222', email: demoIndividual.email };
    expect(await sbx.codeOf('/ecare/user/modProfile', body, headers)).toBe('40917302');
    expect(await sbx.codeOf('/uc/sec/pin-check', { pin: '0000' }, headers)).toBe('40917301');
    expect(await sbx.statusOf('/uc/sec/pin-check', { pin: '12' }, headers)).toBe(400);
    const pin = await sbx.post<{ referenceId: string }>('/uc/sec/pin-check', { pin: DEMO_PIN }, headers);
    const referenceId = pin.body.data!.referenceId;
    const saved = await sbx.post<PartyProfile>('/ecare/user/modProfile', { ...body, referenceId }, headers);
    expect(saved.body.data!.alterContactNbr).toBe('0782222222');
    expect(await sbx.codeOf('/ecare/user/modProfile', { ...body, alterContactNbr: '0783333333', referenceId }, headers)).toBe('40917302');
    // Unchanged contacts need no PIN.
    expect(await sbx.codeOf('/ecare/user/modProfile', { ...body }, headers)).toBe('200');
    const invalid = await sbx.post('/ecare/user/modProfile', { contactNbr: 'abc' }, headers);
    expect(invalid.status).toBe(400);
    expect(await sbx.statusOf('/ecare/user/modProfile', '[', headers)).toBe(400);
  });
});

describe('POST /ecare/common/file/acquire', () => {
  it('answers the file detail with a picture to show', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post<{ thumbUrl: string }>('/ecare/common/file/acquire', { filePath: 'uploads/face/selfie.jpg' });
    expect(answer.body.data!.thumbUrl).toMatch(/^data:image\/svg\+xml/);
    expect(await sbx.statusOf('/ecare/common/file/acquire', {})).toBe(400);
  });
});
