import { describe, expect, it } from 'vitest';
import type { StepUpOtpSendData, StepUpReference } from '@gaia/domain';
import { demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

const box = [{ x: 305, y: 0 }, { x: 980, y: 720 }];

async function signIn(sbx: TestSandbox) {
  const answer = await sbx.passwordLogin(demoIndividual.account, demoIndividual.password);
  return { token: answer.body.data!.token };
}

/** Uploads a picture and gives the path the face verification takes. */
async function uploadFace(sbx: TestSandbox, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'face.jpg');
  const response = await sbx.app.fetch(new Request('http://sandbox/ecare/common/file/upload', { method: 'POST', body: form, headers }));
  return ((await response.json()) as { data: { filePath: string } }).data.filePath;
}

describe('step-up routes (F3.10, spec 03 §7)', () => {
  it('sends a code to the customer’s mobile, verifies it once, answers wrong codes with 40904106', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const sent = await sbx.post<StepUpOtpSendData>('/ecare/gaia/realName/otp/send', { partyType: 'INDIVIDUAL' }, headers);
    expect(sent.body.code).toBe('200');
    expect(sent.body.data!.sendNbrList).toHaveLength(1);
    expect(sent.body.data!.sendNbrList![0]).not.toBe(demoIndividual.account);
    const code = sbx.codeFor(demoIndividual.account);
    expect(await sbx.codeOf('/ecare/gaia/realName/otp/send', { partyType: 'INDIVIDUAL' }, headers)).toBe('40904118');
    expect(await sbx.codeOf('/ecare/gaia/realName/otp/verify', { otp: sbx.otherCode(code), partyType: 'INDIVIDUAL' }, headers)).toBe('40904106');
    const verified = await sbx.post<StepUpReference>('/ecare/gaia/realName/otp/verify', { otp: code, partyType: 'INDIVIDUAL' }, headers);
    expect(verified.body.data!.referenceId).toMatch(/^SU-/);
    expect(await sbx.codeOf('/ecare/gaia/realName/otp/verify', { otp: code, partyType: 'INDIVIDUAL' }, headers)).toBe('40904106');
  });

  it('a sign-in code to the same number does not pass the step-up', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const loginCode = await sbx.sendCode(demoIndividual.account);
    expect(await sbx.codeOf('/ecare/gaia/realName/otp/verify', { otp: loginCode, partyType: 'INDIVIDUAL' }, headers)).toBe('40904106');
  });

  it.each([
    ['match', '200'],
    ['noMatch', '9001'],
    ['notCaptured', '9000'],
  ])('face verify follows faceComparison %s → %s', async (setting, code) => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    await sbx.post('/__sandbox/settings', { faceComparison: setting });
    const charcFilePath = await uploadFace(sbx, headers);
    const answer = await sbx.post<StepUpReference>('/ecare/gaia/realName/face/verify', { partyType: 'INDIVIDUAL', charcFilePath, boxCoordinateList: box }, headers);
    expect(answer.body.code).toBe(code);
    if (code === '200') expect(answer.body.data!.referenceId).toMatch(/^SU-/);
    else expect(answer.body.resultMsg).not.toBe('');
  });

  it('needs a session', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/ecare/gaia/realName/otp/send', { partyType: 'INDIVIDUAL' })).toBe(401);
    expect(await sbx.statusOf('/ecare/gaia/realName/face/verify', { partyType: 'INDIVIDUAL', charcFilePath: 'x.jpg', boxCoordinateList: box })).toBe(401);
  });

  it.each([
    ['/ecare/gaia/realName/otp/send', '{not json'],
    ['/ecare/gaia/realName/otp/send', { partyType: 'ROBOT' }],
    ['/ecare/gaia/realName/otp/verify', { partyType: 'INDIVIDUAL' }],
    ['/ecare/gaia/realName/otp/verify', { partyType: 'INDIVIDUAL', otp: '12a' }],
    ['/ecare/gaia/realName/face/verify', { partyType: 'INDIVIDUAL', charcFilePath: 'x.jpg' }],
    ['/ecare/gaia/realName/face/verify', { partyType: 'INDIVIDUAL', charcFilePath: 'x.jpg', boxCoordinateList: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }],
    ['/ecare/gaia/realName/face/verify', [1, 2]],
  ])('%s with a malformed body %j answers 400 with the envelope', async (path, body) => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const answer = await sbx.post(path, body, headers);
    expect(answer.status).toBe(400);
    expect(answer.body.resultMsg).not.toBe('');
  });
});
