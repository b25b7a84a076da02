import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import { ResultCode } from '../kernel/http/resultCodes';
import { captureFailure, faceBusy, faceFailure, faceLoginRules, faceStatusKey, startFaceLogin } from './faceLoginForm';

describe('face-login form decisions (F1.5)', () => {
  it('starts from the remembered account, and a URL account wins without the remembered representative', () => {
    const memory = { account: 'ACME1', representativeIdNbr: 'REP7', faceNotCapture: false };
    expect(startFaceLogin({ partyType: 'CORPORATE', initialAccount: undefined, memory, threshold: 3 })).toMatchObject({
      account: 'ACME1',
      representativeIdNbr: 'REP7',
    });
    expect(startFaceLogin({ partyType: 'CORPORATE', initialAccount: 'other 1', memory, threshold: 3 })).toMatchObject({
      account: 'OTHER1',
      representativeIdNbr: '',
    });
    expect(startFaceLogin({ partyType: 'CORPORATE', initialAccount: 'acme1', memory, threshold: 3 })).toMatchObject({
      account: 'ACME1',
      representativeIdNbr: 'REP7',
    });
  });

  it('an individual needs an account; a corporate also a representative ID', () => {
    expect(faceLoginRules('INDIVIDUAL')({ loginAcct: '', representativeIdNbr: '' })).toHaveProperty('loginAcct');
    expect(faceLoginRules('INDIVIDUAL')({ loginAcct: '0551234567', representativeIdNbr: '' })).toEqual({});
    expect(faceLoginRules('CORPORATE')({ loginAcct: 'ACME1', representativeIdNbr: '' })).toHaveProperty('representativeIdNbr');
  });

  it('says what it is doing while busy', () => {
    expect(faceStatusKey('idle')).toBeUndefined();
    expect(faceStatusKey('checkingUser')).toBe('gaia_portal_face_checking');
    expect(faceStatusKey('done')).toBe('gaia_portal_face_signing_in');
    expect(faceBusy('capturing')).toBe(false);
    expect(faceBusy('submitting')).toBe(true);
  });

  it('an unknown account goes on the account field; catalogue failures are not repeated', () => {
    const unknown = new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code: ResultCode.userNotExist, resultCode: ResultCode.userNotExist, resultMsg: '' } });
    expect(faceFailure(unknown)).toMatchObject({ field: 'account', text: { messageKey: 'gaia_user_tip_account_not_exist' } });
    expect(faceFailure(new ApiError({ kind: 'timeout', url: '/x' }))).toEqual({});
  });

  it('the camera dialog always says why a picture went nowhere', () => {
    const refused = new ApiError({ kind: 'business', url: '/x', status: 200, envelope: { code: '500', resultCode: '500', resultMsg: 'Not stored' } });
    expect(captureFailure(refused)).toEqual({ text: { message: 'Not stored' } });
    expect(captureFailure(new ApiError({ kind: 'network', url: '/x' }))).toEqual({ text: { messageKey: 'gaia_portal_face_upload_failed' } });
  });
});
