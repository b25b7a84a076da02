import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import { loginFailure } from './loginFailure';

function business(resultCode: string, resultMsg = 'Server message'): ApiError {
  return new ApiError({
    kind: 'business',
    url: '/x',
    status: 200,
    envelope: { code: resultCode, resultCode, resultMsg },
  });
}

describe('loginFailure (spec 01 §4 "Mode switching", F1.7)', () => {
  it('corporate: password and code cleared and the send button reset, unless the code expired', () => {
    expect(loginFailure('corporate', business('40904101', 'Wrong password'))).toMatchObject({
      clear: ['password', 'otp'],
      resetSendButton: true,
      formError: { message: 'Wrong password' },
      focus: 'password',
    });
    expect(loginFailure('corporate', business('40917004', 'Expired'))).toMatchObject({
      clear: [],
      resetSendButton: false,
      formError: { message: 'Expired' },
      behaviour: { keepFields: true },
    });
  });

  it('corporate wrong code 40904106: the message on the code field, fields cleared', () => {
    expect(loginFailure('corporate', business('40904106', 'Wrong code'))).toMatchObject({
      clear: ['password', 'otp'],
      resetSendButton: true,
      fieldError: { field: 'otp', text: { message: 'Wrong code' } },
    });
  });

  it('individual password login: the password is cleared', () => {
    const decision = loginFailure('individualPassword', business('40904101', 'Wrong password'));
    expect(decision).toMatchObject({
      clear: ['password'],
      resetSendButton: false,
      formError: { message: 'Wrong password' },
      focus: 'password',
    });
    expect(loginFailure('individualPassword', business('40904101', ''))).toMatchObject({
      formError: { messageKey: 'gaia_tip_server_error' },
    });
  });

  it('individual code login: a wrong code is cleared and marked; an expired one keeps everything', () => {
    expect(loginFailure('individualCode', business('40904106', 'Wrong code'))).toMatchObject({
      clear: ['otp'],
      fieldError: { field: 'otp', text: { message: 'Wrong code' } },
    });
    expect(loginFailure('individualCode', business('40917004', 'Expired'))).toMatchObject({
      clear: [],
      formError: { message: 'Expired' },
    });
    expect(loginFailure('individualCode', business('40904102', 'Not registered'))).toMatchObject({
      clear: [],
      focus: 'account',
    });
  });

  it('the older three-field form clears the password (and a wrong code), keeps all on expiry', () => {
    expect(loginFailure('individualLegacy', business('40904101'))).toMatchObject({
      clear: ['password'],
    });
    expect(loginFailure('individualLegacy', business('40904106'))).toMatchObject({
      clear: ['password', 'otp'],
      fieldError: { field: 'otp' },
    });
    expect(loginFailure('individualLegacy', business('40917004'))).toMatchObject({ clear: [] });
  });

  it('failures without a server answer keep the fields and pass on the catalogue behaviour', () => {
    expect(loginFailure('corporate', new ApiError({ kind: 'network', url: '/x' }))).toEqual({
      clear: [],
      resetSendButton: false,
      dismissNotice: false,
      behaviour: { kind: 'toast', tone: 'error', messageKey: 'gaia_tip_network_error' },
    });
    expect(
      loginFailure('individualPassword', new ApiError({ kind: 'maintenance', url: '/x' })).behaviour
        .kind,
    ).toBe('maintenance');
    expect(
      loginFailure('individualPassword', new ApiError({ kind: 'cancelled', url: '/x' })),
    ).toEqual({ clear: [], resetSendButton: false, dismissNotice: false, behaviour: { kind: 'none' } });
  });

  it('an unexpected error shows the generic message', () => {
    expect(loginFailure('individualPassword', new Error('boom'))).toMatchObject({
      clear: [],
      formError: { messageKey: 'gaia_tip_server_error' },
    });
  });

  it('the individual password is cleared only after a refused sign-in: 504, time-out, network and 401 keep it, and the form adds no message of its own', () => {
    for (const kind of ['gatewayTimeout', 'timeout', 'network', 'unauthorized', 'maintenance', 'http'] as const) {
      const decision = loginFailure('individualPassword', new ApiError({ kind, url: '/x' }));
      expect(decision.clear, kind).toEqual([]);
      expect(decision.formError, kind).toBeUndefined();
      expect(decision.fieldError, kind).toBeUndefined();
      expect(decision.focus, kind).toBeUndefined();
    }
    expect(loginFailure('individualPassword', business('40904101', 'Refused')).clear).toEqual(['password']);
  });

  it('an error the form shows replaces the code send\'s success notice (expired, wrong code, refused); a catalogue failure leaves it', () => {
    for (const form of ['corporate', 'individualCode', 'individualLegacy'] as const) {
      expect(loginFailure(form, business('40917004', 'Expired')).dismissNotice, form).toBe(true);
      expect(loginFailure(form, business('40904106', 'Wrong code')).dismissNotice, form).toBe(true);
      expect(loginFailure(form, business('40904101', 'Refused')).dismissNotice, form).toBe(true);
      expect(loginFailure(form, new ApiError({ kind: 'gatewayTimeout', url: '/x' })).dismissNotice, form).toBe(false);
    }
  });

  it('a code invalidated after too many wrong tries (40904122) is cleared, as it can never succeed (ADR 0008)', () => {
    expect(loginFailure('individualCode', business('40904122', 'Ask for a new code'))).toMatchObject({
      clear: ['otp'],
      formError: { message: 'Ask for a new code' },
      focus: 'otp',
    });
    expect(loginFailure('individualLegacy', business('40904122')).clear).toEqual(['password', 'otp']);
    expect(loginFailure('corporate', business('40904122')).clear).toEqual(['password', 'otp']);
  });

  it('a piece of the app that could not be downloaded says so as a network failure, not a server error', () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: http://x/assets/session-1.js');
    for (const form of ['corporate', 'individualPassword', 'individualCode', 'individualLegacy'] as const) {
      expect(loginFailure(form, offline), form).toMatchObject({ clear: [], formError: { messageKey: 'gaia_tip_network_error' } });
    }
    expect(loginFailure('individualCode', new Error('something else')).formError).toEqual({ messageKey: 'gaia_tip_server_error' });
  });
});
