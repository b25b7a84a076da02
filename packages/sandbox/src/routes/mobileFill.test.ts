import { describe, expect, it } from 'vitest';
import { ResultCode, type NeedMobileFillUpResult } from '@gaia/domain';
import { seedProfiles } from '../store/profiles';
import { demoAccounts, demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

const NEED = '/ecare/gaia/register/need-fillup-mobile';
const FILL = '/ecare/gaia/register/fillup-mobile';
const chipo = demoAccounts.emailOnly;
const newMobile = demoAccounts.unregisteredMobile;

/** Signs in with a password and gives the token header. */
async function signIn(sbx: TestSandbox, account: string, password: string) {
  const answer = await sbx.passwordLogin(account, password);
  expect(answer.body.code).toBe('200');
  return { token: answer.body.data!.token };
}

/** A registration code sent to the mobile and verified: the reference the save needs. */
async function verifiedReference(sbx: TestSandbox, mobile: string): Promise<string> {
  expect(await sbx.codeOf('/uc/reg/otp/send', { loginAcct: mobile, loginAcctType: 'MOBILE' })).toBe(
    '200',
  );
  const verified = await sbx.post<{ referenceId: string }>('/uc/reg/otp/verify', {
    loginAcct: mobile,
    loginAcctType: 'MOBILE',
    otp: sbx.codeFor(mobile),
  });
  return verified.body.data!.referenceId;
}

/** Chipo's seeded profile (store/profiles.ts). */
const chipoSeed = seedProfiles(Date.now()).find((profile) => profile.userId === 'U-1006')!;
/** The fields of hers that /complete sends as they are. */
const CHIPO_SENT_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthday',
  'nationality',
  'idType',
  'idNbr',
  'contactNbr',
] as const;

/** Chipo's profile as /complete would save it: her contact number is another operator's, not an account. */
const chipoProfile = (partyId: string) => ({
  partyId,
  ...Object.fromEntries(CHIPO_SENT_FIELDS.map((field) => [field, chipoSeed[field]])),
  defaultAddr: {
    detailAddr1: chipoSeed.defaultAddr?.detailAddr1,
    detailAddr2: chipoSeed.defaultAddr?.detailAddr2,
    actionType: 'A',
  },
  attachments: [
    { attachmentType: 1, fileName: 'id.jpg', filePath: 'uploads/F-1/id.jpg', actionType: 'A' },
  ],
});

const flagOf = async (sbx: TestSandbox, headers: Record<string, string>) =>
  (await sbx.post<NeedMobileFillUpResult>(NEED, {}, headers)).body.data?.fillUpFlag;

describe('spec 02 §7 need-fillup-mobile and the mobile fill-up (docs/adr/0027)', () => {
  it('Y for the customer who signed up by e-mail, N for one with a mobile and for a company', async () => {
    const sbx = await createTestSandbox();
    expect(await flagOf(sbx, await signIn(sbx, chipo.email, chipo.password))).toBe('Y');
    expect(
      await flagOf(sbx, await signIn(sbx, demoIndividual.account, demoIndividual.password)),
    ).toBe('N');
    // Beta Farms has an e-mail contact only, and still signs in with its company account.
    expect(
      await flagOf(sbx, { token: sbx.store.openSession(sbx.store.findByUserId('U-2002')!) }),
    ).toBe('N');
  });

  it('a verified code saves the number: codes go there, she signs in with it, the profile has it, and the flag turns N', async () => {
    const sbx = await createTestSandbox();
    const session = await signIn(sbx, chipo.email, chipo.password);
    const referenceId = await verifiedReference(sbx, newMobile);
    const saved = await sbx.post(
      FILL,
      { mobile: ` ${newMobile} ` },
      { ...session, 'Reference-Id': referenceId },
    );
    expect(saved.body).toMatchObject({ code: '200', data: { mobile: newMobile } });
    expect(await flagOf(sbx, session)).toBe('N');
    const customer = sbx.store.findByAccount(newMobile)!;
    expect(customer.user.userId).toBe('U-1006');
    expect(customer.contact).toEqual({ mobile: newMobile, email: chipo.email });
    // Her profile's contact number stays the one she gave.
    expect(sbx.store.profiles.get('U-1006')?.contactNbr).toBe('0712345678');
    await signIn(sbx, newMobile, chipo.password);
    // The reference is used up, and there is nothing left to fill.
    expect(
      await sbx.codeOf(FILL, { mobile: newMobile }, { ...session, 'Reference-Id': referenceId }),
    ).toBe('40917002');
  });

  it('a profile without a contact number gets the saved mobile as its contact number', async () => {
    const sbx = await createTestSandbox();
    const { contactNbr: _kept, ...withoutContact } = sbx.store.profiles.get('U-1006')!;
    sbx.store.profiles.put(withoutContact);
    const session = await signIn(sbx, chipo.email, chipo.password);
    const referenceId = await verifiedReference(sbx, newMobile);
    await sbx.post(FILL, { mobile: newMobile }, { ...session, 'Reference-Id': referenceId });
    expect(sbx.store.profiles.get('U-1006')?.contactNbr).toBe(newMobile);
  });

  it('a reference missing, spent or verified for another number answers 40917004, nothing saved', async () => {
    const sbx = await createTestSandbox();
    const session = await signIn(sbx, chipo.email, chipo.password);
    expect(await sbx.codeOf(FILL, { mobile: newMobile }, session)).toBe('40917004');
    const other = await verifiedReference(sbx, '0781112233');
    expect(
      await sbx.codeOf(FILL, { mobile: newMobile }, { ...session, 'Reference-Id': other }),
    ).toBe('40917004');
    expect(await flagOf(sbx, session)).toBe('Y');
  });

  it('a number that signs somebody else in answers 40917002', async () => {
    const sbx = await createTestSandbox();
    const session = await signIn(sbx, chipo.email, chipo.password);
    const answer = await sbx.post(
      FILL,
      { mobile: demoIndividual.account },
      { ...session, 'Reference-Id': 'REG-x' },
    );
    expect(answer.body).toMatchObject({
      code: '40917002',
      resultMsg: 'This number already belongs to another account. Enter a different number.',
    });
    expect(await flagOf(sbx, session)).toBe('Y');
  });

  it('completing her profile (as the stories and the end-to-end spec arrange it) leaves the flag Y', async () => {
    const sbx = await createTestSandbox();
    const session = await signIn(sbx, chipo.email, chipo.password);
    const acquired = await sbx.post<{ partyId: string }>(
      '/uc/profile/acquire/individual',
      { userId: 'U-1006', scopes: ['BASIC'] },
      session,
    );
    const update = await sbx.post(
      '/uc/profile/update/individual',
      {
        forceCheck: true,
        engageLevels: ['REGISTER'],
        profile: chipoProfile(acquired.body.data!.partyId),
      },
      session,
    );
    expect(update.body.code).toBe('200');
    const check = await sbx.post<{ completeFlag: string }>(
      '/uc/profile/check/completeness',
      { userId: 'U-1006', engageLevel: 'REGISTER' },
      session,
    );
    expect(check.body.data?.completeFlag).toBe('Y');
    expect(await flagOf(sbx, session)).toBe('Y');
  });

  it('without a session both answer 401 with the envelope', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf(NEED, {})).toBe(401);
    expect(await sbx.statusOf(FILL, { mobile: newMobile })).toBe(401);
  });

  it('malformed bodies answer 400 with the envelope, never a crash', async () => {
    const sbx = await createTestSandbox();
    const session = await signIn(sbx, chipo.email, chipo.password);
    for (const body of ['not json', '[]', 'null']) {
      const need = await sbx.post(NEED, body, session);
      expect(need.status, body).toBe(400);
      expect(need.body.code).toBe(ResultCode.badRequest);
    }
    for (const body of [
      'not json',
      '[]',
      {},
      { mobile: 771234567 },
      { mobile: '12' },
      { mobile: '7'.repeat(5000) },
    ]) {
      const fill = await sbx.post(FILL, body, { ...session, 'Reference-Id': 'REG-x' });
      expect(fill.status, JSON.stringify(body)).toBe(400);
      expect(fill.body.code).toBe(ResultCode.badRequest);
    }
  });
});
