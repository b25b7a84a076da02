import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import { ResultCode } from '../kernel/http/resultCodes';
import { isReferenceInvalid, resetFailure } from './resetFailure';

function business(resultCode: string, resultMsg?: string): ApiError {
  return new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code: resultCode, resultCode, resultMsg: resultMsg ?? '' } });
}

describe('resetFailure (F1.11, spec 01 §8)', () => {
  it('a wrong code goes on the code field, which is cleared', () => {
    expect(resetFailure(business(ResultCode.otpWrong, 'Wrong code'))).toEqual({ field: 'otp', text: { message: 'Wrong code' }, clearOtp: true });
  });

  it('an expired code keeps the fields and shows the message above the form', () => {
    expect(resetFailure(business(ResultCode.otpExpired, 'Expired'))).toEqual({ text: { message: 'Expired' } });
  });

  it('failures the catalogue shows, and cancelled requests, show nothing here', () => {
    expect(resetFailure(new ApiError({ kind: 'gatewayTimeout', url: '/x', status: 504 }))).toEqual({});
    expect(resetFailure(new ApiError({ kind: 'network', url: '/x' }))).toEqual({});
    expect(resetFailure(new ApiError({ kind: 'cancelled', url: '/x' }))).toEqual({});
  });

  it('anything else is a server error', () => {
    expect(resetFailure(new TypeError('boom'))).toEqual({ text: { messageKey: 'gaia_tip_server_error' } });
  });

  it('knows a used or expired reference', () => {
    expect(isReferenceInvalid(business(ResultCode.resetReferenceInvalid))).toBe(true);
    expect(isReferenceInvalid(business(ResultCode.otpWrong))).toBe(false);
    expect(isReferenceInvalid(new Error('x'))).toBe(false);
  });
});
