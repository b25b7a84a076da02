import { describe, expect, it } from 'vitest';
import { demoCorporate } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

const mobile = '0779990001';

/** A verified code for the representative's mobile: the Reference-Id of registration. */
async function verifiedReference(sbx: TestSandbox, account = mobile): Promise<string> {
  await sbx.post('/uc/reg/otp/send', { loginAcct: account, loginAcctType: 'MOBILE' });
  const verified = await sbx.post<{ referenceId: string }>('/uc/reg/otp/verify', { loginAcct: account, loginAcctType: 'MOBILE', otp: sbx.codeFor(account) });
  return verified.body.data!.referenceId;
}

async function registration(sbx: TestSandbox, overrides: { brn?: string; password?: string; birthday?: string; attachments?: unknown } = {}) {
  return {
    userRegisterInfo: { userName: 'Moyo Freight Ltd', mobile, email: 'rudo@moyo.example.com', password: await sbx.encrypt(overrides.password ?? 'Moyo#2026') },
    corporate: {
      corporationName: 'Moyo Freight Ltd',
      idType: 'BRN',
      idNbr: overrides.brn ?? '2019/004512',
      attachments: overrides.attachments ?? [{ attachmentType: 2, fileName: 'cert.pdf', filePath: 'uploads/F-1/cert.pdf', fileSize: 100 }],
      representative: { firstName: 'RUDO', lastName: 'MOYO', idNbr: '63-555555R55', birthday: overrides.birthday ?? '19880301', mobile, email: 'rudo@moyo.example.com' },
    },
    agreeTerms: true,
  };
}

describe('F2.11 POST /uc/reg/register/corporate', () => {
  it('registers the company with the verified reference; it signs in at once with its account, the representative ID and the password', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx);
    const answer = await sbx.post<{ userCode: string; userId: string }>('/uc/reg/register/corporate', await registration(sbx), { 'Reference-Id': referenceId });
    expect(answer.body).toMatchObject({ code: '200', data: { userCode: 'GC2000003', userId: 'U-2003' } });
    const { customer, representativeMatches } = sbx.store.findCorporate('GC2000003', '63-555555R55');
    expect(representativeMatches).toBe(true);
    expect(customer).toMatchObject({ password: 'Moyo#2026', contact: { mobile }, user: { userName: 'Moyo Freight Ltd', signInUserType: 'CORPORATION' } });
    // The corporate sign-in's code goes to the representative's mobile.
    const sent = await sbx.post('/uc/login/send-otp', { loginAcct: 'GC2000003', extParam: { representativeIdNbr: '63-555555R55' } });
    expect(sent.body.code).toBe('200');
    expect(sbx.inbox()[0]).toMatchObject({ recipient: mobile });
  });

  it('needs the Reference-Id of the representative mobile, used once', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx))).toBe('40917161');
    const other = await verifiedReference(sbx, '0779990002');
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx), { 'Reference-Id': other })).toBe('40917161');
    const referenceId = await verifiedReference(sbx);
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx), { 'Reference-Id': referenceId })).toBe('200');
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx, { brn: '2020/1' }), { 'Reference-Id': referenceId })).toBe('40917161');
  });

  it('refuses a registration number already registered, with its own message, and keeps the reference', async () => {
    const sbx = await createTestSandbox();
    const first = await verifiedReference(sbx);
    await sbx.post('/uc/reg/register/corporate', await registration(sbx), { 'Reference-Id': first });
    sbx.clock.advance(61_000);
    const second = await verifiedReference(sbx);
    const duplicate = await sbx.post('/uc/reg/register/corporate', await registration(sbx), { 'Reference-Id': second, locale: 'ar' });
    expect(duplicate.body).toMatchObject({ code: '40917160', resultMsg: expect.stringContaining('رقم التسجيل') });
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx, { brn: '2019/004513' }), { 'Reference-Id': second })).toBe('200');
  });

  it('answers malformed, invalid and oversized bodies with the envelope (400 / 413)', async () => {
    const sbx = await createTestSandbox();
    const referenceId = await verifiedReference(sbx);
    const headers = { 'Reference-Id': referenceId };
    expect((await sbx.post('/uc/reg/register/corporate', '{not json', headers)).body).toMatchObject({ code: '40000001' });
    expect(await sbx.statusOf('/uc/reg/register/corporate', { corporate: 'x' }, headers)).toBe(400);
    const invalid = await sbx.post('/uc/reg/register/corporate', await registration(sbx, { brn: 'ABC' }), headers);
    expect(invalid).toMatchObject({ status: 400, body: { resultMsg: expect.stringMatching(/4 to 30/) } });
    expect((await sbx.post('/uc/reg/register/corporate', await registration(sbx, { birthday: '20150101' }), headers)).status).toBe(400);
    expect((await sbx.post('/uc/reg/register/corporate', await registration(sbx, { password: 'weak' }), headers)).status).toBe(400);
    expect((await sbx.post('/uc/reg/register/corporate', await registration(sbx, { attachments: [] }), headers)).status).toBe(400);
    const huge = await registration(sbx);
    const oversized = await sbx.post('/uc/reg/register/corporate', { ...huge, padding: 'x'.repeat(1_100_000) }, headers);
    expect(oversized.status).toBe(413);
    // None of these used the reference.
    expect(await sbx.codeOf('/uc/reg/register/corporate', await registration(sbx), headers)).toBe('200');
  });

  it('keeps the seeded companies apart from new ones', async () => {
    const sbx = await createTestSandbox();
    expect(sbx.store.findByAccount(demoCorporate.account)?.user.userCode).toBe('GC2000001');
  });
});

describe('F2.19 /kb help items and videos', () => {
  it('lists a step’s items in the caller’s language, with the sample video', async () => {
    const sbx = await createTestSandbox();
    const items = await sbx.get<{ title: string; html: boolean; videoInfos: { videoId: string }[] }[]>('/kb/help/items?step=company', { locale: 'ar' });
    expect(items.body.data?.[0]).toMatchObject({ title: 'أي المستندات تحمّل', html: true, videoInfos: [{ videoId: 'sign-up-intro' }] });
    expect((await sbx.get('/kb/help/items?step=nowhere')).status).toBe(400);
  });

  it('serves the playlist and its segments; anything else under /kb/video is 404', async () => {
    const sbx = await createTestSandbox();
    const playlist = await sbx.app.fetch(new Request('http://sandbox/kb/video/sign-up-intro/playlist.m3u8'));
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segment = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const media = await sbx.app.fetch(new Request(`http://sandbox/kb/video/sign-up-intro/${segment}`));
    expect(media.status).toBe(200);
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const captions = await sbx.app.fetch(new Request('http://sandbox/kb/video/sign-up-intro/captions.ar.vtt'));
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    for (const path of ['/kb/video/unknown/playlist.m3u8', '/kb/video/sign-up-intro/captions.fr.vtt', '/kb/video/sign-up-intro/segment99.ts', '/kb/video/sign-up-intro/..%2F..%2Fpackage.json', '/kb/other']) {
      expect((await sbx.app.fetch(new Request(`http://sandbox${path}`))).status).toBe(404);
    }
  });
});
