import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../kernel/testing/fakeHttp';
import { createStepUpApi } from './stepUpCalls';

describe('step-up calls (F3.10, spec 03 §7)', () => {
  it('face verify sends the fixed box (305,0),(980,720)', async () => {
    const { http, envelope } = fakeHttp({ code: '200', data: { referenceId: 'R' } });
    await createStepUpApi(http).faceVerify('INDIVIDUAL', 'uploads/1/face.jpg');
    expect(envelope).toHaveBeenCalledWith({
      path: '/ecare/gaia/realName/face/verify',
      data: { partyType: 'INDIVIDUAL', charcFilePath: 'uploads/1/face.jpg', boxCoordinateList: [{ x: 305, y: 0 }, { x: 980, y: 720 }] },
    });
  });

  it('code send and verify carry the party type; the memorable word goes as pin', async () => {
    const { http, envelope } = fakeHttp({ code: '200' });
    const api = createStepUpApi(http);
    await api.otpSend('CORPORATE');
    await api.otpVerify('123456', 'INDIVIDUAL');
    await api.memorableWordCheck('falcon');
    expect(envelope.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/gaia/realName/otp/send', data: { partyType: 'CORPORATE' } },
      { path: '/ecare/gaia/realName/otp/verify', data: { otp: '123456', partyType: 'INDIVIDUAL' } },
      { path: '/uc/sec/pin-check', data: { pin: 'falcon' } },
    ]);
  });

  it('reads UC_SEC_PIN_REGEX from the config items, undefined when absent', async () => {
    expect(await createStepUpApi(fakeHttp([{ code: 'UC_SEC_PIN_REGEX', value: ' ^\\d{4}$ ' }]).http).memorableWordPattern()).toBe('^\\d{4}$');
    expect(await createStepUpApi(fakeHttp([]).http).memorableWordPattern()).toBeUndefined();
  });
});
