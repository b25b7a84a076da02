import { describe, expect, it } from 'vitest';
import { testHttpClient } from '../../kernel/testing/testHttpClient';
import { envelopeResponse, okResponse, recordingFetch, type FetchHandler } from '../../kernel/testing/fakeFetch';
import { defaultRegistrationConfig } from '../registrationConfig';
import { buildRegistrationPayload } from './registrationPayload';
import { identity, stepOne, supplementary } from './signUp.fixtures';
import { SubmissionPath, createSubmissionApi, registrationConfigOrDefaults } from './submissionCalls';
import { submitFailure } from './submissionFailure';

function submissionApi(handler: FetchHandler) {
  const recorder = recordingFetch(handler);
  const encryptPassword = async (password: string) => `enc(${password})`;
  return { api: createSubmissionApi(testHttpClient(recorder.fetch), { encryptPassword }), calls: recorder.calls };
}

const body = (call: { body: BodyInit | null | undefined }) => JSON.parse(String(call.body)) as Record<string, Record<string, unknown>>;

describe('submission calls (F2.8, F2.9, spec 02 §7)', () => {
  it('registers with the Reference-Id header and the password encrypted', async () => {
    const { api, calls } = submissionApi(() => okResponse({ userCode: 'GA1000006' }));
    const payload = buildRegistrationPayload({ stepOne, identity, supplementary, password: 'Secret#2026', nationalIdType: '1' });
    await expect(api.register(payload, 'REG-1')).resolves.toEqual({ userCode: 'GA1000006' });
    expect(calls[0]!.url).toBe(SubmissionPath.register);
    expect(calls[0]!.headers['Reference-Id']).toBe('REG-1');
    expect(body(calls[0]!).userRegisterInfo!.password).toBe('enc(Secret#2026)');
    expect(body(calls[0]!).individual!.firstName).toBe('RUVA');
  });

  it('upgrades over its own path with the code and the encrypted password', async () => {
    const { api, calls } = submissionApi(() => okResponse({ userCode: 'GA1000004' }));
    await api.upgrade({ userUpgradeInfo: { userName: 'R', idNbr: '63-765432B21', password: 'p', otp: '123456' }, profile: { partyId: 'P-1004', partyType: 'INDIVIDUAL' } }, 'REG-2');
    expect(calls[0]!.url).toBe(SubmissionPath.upgrade);
    expect(body(calls[0]!).userUpgradeInfo).toMatchObject({ password: 'enc(p)', otp: '123456' });
  });

  it('checks a face: upload, then anti-spoof on its path with the box (305,0),(980,720)', async () => {
    const { api, calls } = submissionApi((call) =>
      call.url === SubmissionPath.antiSpoof ? okResponse({ passed: true }) : okResponse({ fileName: 'face.jpg', filePath: 'uploads/F-1/face.jpg' }),
    );
    await expect(api.checkFace(new Blob(['jpeg'], { type: 'image/jpeg' }))).resolves.toEqual({ charcFilePath: 'uploads/F-1/face.jpg', fileName: 'face.jpg' });
    expect(body(calls[1]!)).toEqual({ charcFilePath: 'uploads/F-1/face.jpg', boxCoordinateList: [{ x: 305, y: 0 }, { x: 980, y: 720 }] });
  });

  it('a face that is not live resolves with nothing', async () => {
    const { api } = submissionApi((call) => (call.url === SubmissionPath.antiSpoof ? okResponse({ passed: false }) : okResponse({ fileName: 'f.jpg', filePath: 'p' })));
    await expect(api.checkFace(new Blob(['jpeg']))).resolves.toBeUndefined();
  });

  it('reads the configuration, and takes the defaults when the call fails', async () => {
    const { api, calls } = submissionApi(() => okResponse({ reading: 'B', faceNullable: 'N' }));
    await expect(api.config()).resolves.toMatchObject({ reading: 'B', faceNullable: 'N', otpLength: 6 });
    expect(calls[0]).toMatchObject({ url: SubmissionPath.config, method: 'GET' });
    const down = submissionApi(() => envelopeResponse({ code: '500', resultCode: '500', resultMsg: 'down' }, 500));
    await expect(registrationConfigOrDefaults(down.api)).resolves.toEqual(defaultRegistrationConfig);
  });

  it('an OTP-expired answer keeps the step with gaia_tip_incorrect_otp; others show the server message', async () => {
    const expired = submissionApi(() => envelopeResponse({ code: '40917004', resultCode: '40917004', resultMsg: 'expired' }));
    const error = await expired.api.upgrade({ userUpgradeInfo: { userName: 'R', idNbr: '1', password: 'p' }, profile: { partyId: 'P', partyType: 'INDIVIDUAL' } }, 'REG-3').catch((e: unknown) => e);
    expect(submitFailure(error)).toEqual({ kind: 'codeExpired', messageKey: 'gaia_tip_incorrect_otp' });
    const refused = submissionApi(() => envelopeResponse({ code: '40000001', resultCode: '40000001', resultMsg: 'The registration was refused' }));
    const other = await refused.api.register(buildRegistrationPayload({ stepOne, password: 'p', nationalIdType: '1' }), 'R').catch((e: unknown) => e);
    expect(submitFailure(other)).toMatchObject({ kind: 'other', failure: { text: { message: 'The registration was refused' } } });
  });
});
