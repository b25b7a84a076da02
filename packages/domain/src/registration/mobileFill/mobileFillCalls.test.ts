import { describe, expect, it } from 'vitest';
import { ApiError } from '../../kernel/http/ApiError';
import { ResultCode } from '../../kernel/http/resultCodes';
import { envelopeResponse, jsonBody, okResponse, recordingFetch } from '../../kernel/testing/fakeFetch';
import { testHttpClient } from '../../kernel/testing/testHttpClient';
import { MobileFillMessageKey } from './messageKeys';
import { createMobileFillApi, MobileFillPath } from './mobileFillCalls';
import { mobileFillSaveFailure, mobileFillSendOutcome } from './mobileFillOutcomes';

function business(code: string): ApiError {
  return new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code, resultCode: code, resultMsg: '', data: null } });
}

describe('spec 02 §7 mobile fill-up calls', () => {
  it('needMobileFillUp posts to need-fillup-mobile and answers data.fillUpFlag', async () => {
    const recorder = recordingFetch(() => okResponse({ fillUpFlag: 'Y' }));
    const api = createMobileFillApi(testHttpClient(recorder.fetch));
    await expect(api.needMobileFillUp()).resolves.toEqual({ fillUpFlag: 'Y' });
    expect(recorder.calls[0]).toMatchObject({ method: 'POST', url: '/ecare/gaia/register/need-fillup-mobile' });
  });

  it('the code goes to the mobile through the registration code calls (MOBILE)', async () => {
    const recorder = recordingFetch(() => okResponse({ referenceId: 'REG-1' }));
    const api = createMobileFillApi(testHttpClient(recorder.fetch));
    await api.sendCode('0771112233');
    await expect(api.verifyCode('0771112233', '123456')).resolves.toEqual({ referenceId: 'REG-1' });
    const [send, verify] = recorder.calls;
    expect(send?.url).toBe('/uc/reg/otp/send');
    expect(jsonBody(send)).toEqual({ loginAcct: '0771112233', loginAcctType: 'MOBILE' });
    expect(verify?.url).toBe('/uc/reg/otp/verify');
    expect(jsonBody(verify)).toEqual({ loginAcct: '0771112233', loginAcctType: 'MOBILE', otp: '123456' });
  });

  it('the save posts the mobile with the verified code in Reference-Id', async () => {
    const recorder = recordingFetch(() => okResponse({ mobile: '0771112233' }));
    const api = createMobileFillApi(testHttpClient(recorder.fetch));
    await expect(api.fillUpMobile('0771112233', 'REG-1')).resolves.toEqual({ mobile: '0771112233' });
    expect(recorder.calls[0]?.url).toBe(MobileFillPath.fillUp);
    expect(recorder.calls[0]?.headers['Reference-Id']).toBe('REG-1');
    expect(jsonBody(recorder.calls[0])).toEqual({ mobile: '0771112233' });
  });

  it('a refused save rejects with the envelope for the dialog to place', async () => {
    const recorder = recordingFetch(() => envelopeResponse({ code: ResultCode.accountExists, resultCode: ResultCode.accountExists, resultMsg: 'taken', data: null }));
    const api = createMobileFillApi(testHttpClient(recorder.fetch));
    await expect(api.fillUpMobile('0771112233', 'REG-1')).rejects.toMatchObject({ kind: 'business', envelope: { code: ResultCode.accountExists } });
  });
});

describe('spec 02 §5 mobile-fill answers', () => {
  it('a number that already signs somebody in is said on the mobile field', () => {
    const envelope = { code: ResultCode.accountExists, resultCode: ResultCode.accountExists, resultMsg: 'taken', data: null };
    expect(mobileFillSendOutcome(envelope)).toEqual({ kind: 'mobile', messageKey: MobileFillMessageKey.mobileRegistered });
    expect(mobileFillSendOutcome(business(ResultCode.accountExists))).toEqual({ kind: 'mobile', messageKey: MobileFillMessageKey.mobileRegistered });
  });

  it('a sent code, one sent less than the gap ago, and another operator’s number read as sign-up’s', () => {
    expect(mobileFillSendOutcome({ code: '200', resultCode: '200', resultMsg: '', data: null })).toEqual({ kind: 'sent', alreadySent: false });
    expect(mobileFillSendOutcome({ code: ResultCode.ucOtpAlreadySent, resultCode: ResultCode.ucOtpAlreadySent, resultMsg: '', data: null })).toEqual({ kind: 'sent', alreadySent: true });
    expect(mobileFillSendOutcome({ code: ResultCode.needOperatorNumber, resultCode: ResultCode.needOperatorNumber, resultMsg: '', data: null }, 'gaia')).toEqual({ kind: 'mobile', messageKey: 'tip_enter_gaia_number' });
  });

  it('a wrong or expired code goes on the code; a number taken meanwhile on the mobile; else the form', () => {
    expect(mobileFillSaveFailure(business(ResultCode.otpWrong))).toEqual({ kind: 'invalidCode', messageKey: MobileFillMessageKey.codeInvalid });
    expect(mobileFillSaveFailure(business(ResultCode.otpExpired))).toEqual({ kind: 'invalidCode', messageKey: MobileFillMessageKey.codeInvalid });
    expect(mobileFillSaveFailure(business(ResultCode.accountExists))).toEqual({ kind: 'mobile', messageKey: MobileFillMessageKey.mobileRegistered });
    expect(mobileFillSaveFailure(new Error('boom'))).toEqual({ kind: 'failed', failure: { text: { messageKey: 'gaia_tip_server_error' } } });
  });
});
