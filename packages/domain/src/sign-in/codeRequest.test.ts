import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import { ResultCode } from '../kernel/http/resultCodes';
import { requestCode } from './codeRequest';

describe('requestCode (spec 01 §4, §8)', () => {
  it('a sent code gives the masked notice', async () => {
    const decision = await requestCode(async () => ({ code: '200', resultCode: '200', resultMsg: '', data: { otpReceivingMedium: '0551234567' } }));
    expect(decision).toBeDefined();
    expect(decision?.kind).toBe('sent');
  });

  it('a business refusal goes on the account field', async () => {
    const decision = await requestCode(async () => {
      throw new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code: ResultCode.userNotExist, resultCode: ResultCode.userNotExist, resultMsg: 'Unknown' } });
    });
    expect(decision).toMatchObject({ kind: 'failed', fieldError: { field: 'account', text: { message: 'Unknown' } } });
  });

  it('a failure the catalogue shows gives the form nothing to say', async () => {
    const decision = await requestCode(async () => {
      throw new ApiError({ kind: 'network', url: '/x' });
    });
    expect(decision).toMatchObject({ kind: 'failed' });
    expect(decision).not.toHaveProperty('formError');
    expect(decision).not.toHaveProperty('fieldError');
  });

  it('a host that stopped before sending gets no decision', async () => {
    expect(await requestCode(async () => undefined)).toBeUndefined();
  });

  it('anything else is a server error above the form', async () => {
    const decision = await requestCode(async () => {
      throw new TypeError('boom');
    });
    expect(decision).toMatchObject({ kind: 'failed', formError: { messageKey: 'gaia_tip_server_error' } });
  });
});
