import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import type { OtpSendEnvelope } from './model';
import { sendCodeResult, serverSecondsLeft } from './sendCodeResult';

function envelope(
  resultCode: string,
  resultMsg = '',
  data: OtpSendEnvelope['data'] = null,
): OtpSendEnvelope {
  return { code: resultCode, resultCode, resultMsg, data };
}

describe('sendCodeResult (spec 01 §4, §8; F1.6)', () => {
  it('a successful send names the masked receiving medium (3 leading, 3 trailing, 4 stars)', () => {
    const decision = sendCodeResult({
      ...envelope('200', 'success', { otpReceivingMedium: '0771234567', waitSeconds: 60 }),
      flag: 'Y',
    });
    expect(decision).toEqual({
      kind: 'sent',
      notice: {
        tone: 'success',
        messageKey: 'gaia_tip_otp_will_send_to',
        values: { medium: '077****567' },
      },
      countdownSeconds: 60,
    });
    const email = sendCodeResult(
      envelope('200', '', { otpReceivingMedium: 'tariro.moyo@example.com' }),
    );
    expect(email).toMatchObject({
      notice: { values: { medium: 'tar****com' } },
      countdownSeconds: undefined,
    });
  });

  it('masks by the configured rule', () => {
    const decision = sendCodeResult(envelope('200', '', { otpReceivingMedium: '0771234567' }), {
      mask: { leading: 2, trailing: 2, stars: 3 },
    });
    expect(decision).toMatchObject({ notice: { values: { medium: '07***67' } } });
  });

  it('without a medium, the plain success text', () => {
    expect(sendCodeResult(envelope('200'))).toEqual({
      kind: 'sent',
      notice: { tone: 'success', messageKey: 'gaia_action_get_otp_success' },
      countdownSeconds: undefined,
    });
  });

  it('already sent (ecare 40904118, uc 40917001): the server message as a success notice, nothing new', () => {
    expect(sendCodeResult(envelope('40904118', 'Wait 42 s', { waitSeconds: 42 }))).toEqual({
      kind: 'alreadySent',
      notice: { tone: 'success', message: 'Wait 42 s' },
      countdownSeconds: 42,
    });
    expect(
      sendCodeResult({ code: '200', resultCode: '40917001', resultMsg: 'Sent already' }),
    ).toMatchObject({ kind: 'alreadySent' });
    expect(sendCodeResult(envelope('40917001'))).toMatchObject({
      notice: { messageKey: 'gaia_action_get_otp_success' },
    });
  });

  it('500: the server message as an error toast', () => {
    expect(sendCodeResult(envelope('500', 'Down'))).toEqual({
      kind: 'failed',
      behaviour: { kind: 'toast', tone: 'error', message: 'Down' },
      formError: { message: 'Down' },
    });
  });

  it('sign-up 40917126: tip_enter_{product}_number on the account field', () => {
    expect(sendCodeResult(envelope('40917126', 'x'), { signUp: true, product: 'gaia' })).toEqual({
      kind: 'failed',
      behaviour: { kind: 'field', field: 'account', messageKey: 'tip_enter_gaia_number' },
      fieldError: { field: 'account', text: { messageKey: 'tip_enter_gaia_number' } },
    });
  });

  it('other errors: a field error with the message', () => {
    expect(sendCodeResult(envelope('40904102', 'Not registered'))).toEqual({
      kind: 'failed',
      behaviour: { kind: 'field', field: 'account', message: 'Not registered' },
      fieldError: { field: 'account', text: { message: 'Not registered' } },
    });
  });

  it('accepts the ApiError of a failed call, and transport failures keep their catalogue behaviour', () => {
    const business = new ApiError({
      kind: 'business',
      url: '/x',
      envelope: envelope('40904118', 'Already'),
    });
    expect(sendCodeResult(business)).toMatchObject({
      kind: 'alreadySent',
      notice: { message: 'Already' },
    });
    expect(sendCodeResult(new ApiError({ kind: 'maintenance', url: '/x' }))).toMatchObject({
      kind: 'failed',
      behaviour: { kind: 'maintenance' },
    });
    expect(sendCodeResult(new ApiError({ kind: 'gatewayTimeout', url: '/x' }))).toMatchObject({
      behaviour: { messageKey: 'gaia_tip_wrong_504' },
    });
  });

  it('504, time-out, network, 593 and 401 are the catalogue\'s to show: the form shows nothing of its own (said once)', () => {
    for (const kind of ['gatewayTimeout', 'timeout', 'network', 'http', 'maintenance', 'unauthorized'] as const) {
      const decision = sendCodeResult(new ApiError({ kind, url: '/x' }));
      expect(decision.kind, kind).toBe('failed');
      expect(decision, kind).not.toHaveProperty('formError');
      expect(decision, kind).not.toHaveProperty('fieldError');
    }
  });

  it('an already-sent answer runs the countdown for the seconds the server says are left; a new code for the configured length', () => {
    expect(serverSecondsLeft(sendCodeResult(envelope('40904118', 'Wait', { waitSeconds: 17 })))).toBe(17);
    expect(serverSecondsLeft(sendCodeResult(envelope('40917001', 'Wait', { waitSeconds: 3 })))).toBe(3);
    expect(serverSecondsLeft(sendCodeResult(envelope('40917001', 'Wait')))).toBeUndefined();
    expect(serverSecondsLeft(sendCodeResult(envelope('200', '', { waitSeconds: 60 })))).toBeUndefined();
    expect(serverSecondsLeft(sendCodeResult(envelope('500', 'Down')))).toBeUndefined();
  });
});
