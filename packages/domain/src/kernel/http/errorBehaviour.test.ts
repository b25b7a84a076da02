import { describe, expect, it } from 'vitest';
import type { ApiEnvelope } from './envelope';
import { ApiError, type ApiErrorKind } from './ApiError';
import { errorBehaviour, shownByCatalogue } from './errorBehaviour';

function business(resultCode: string, resultMsg = 'Server says', url = '/ecare/x'): ApiError {
  return new ApiError({
    kind: 'business',
    url,
    status: 200,
    envelope: { code: resultCode, resultCode, resultMsg },
  });
}

function transport(kind: ApiErrorKind, envelope?: ApiEnvelope, url = '/ecare/x'): ApiError {
  return new ApiError({ kind, url, envelope });
}

/** The toasts the catalogue answers: a server text (`message`) or a catalogue key (`messageKey`). */
const successNotice = (message: string) => ({ kind: 'toast', tone: 'success', message });
const successNoticeKey = (messageKey: string) => ({ kind: 'toast', tone: 'success', messageKey });
const errorToast = (message: string) => ({ kind: 'toast', tone: 'error', message });
const errorToastKey = (messageKey: string) => ({ kind: 'toast', tone: 'error', messageKey });
/** The same on a form field. */
const fieldError = (field: string, message: string) => ({ kind: 'field', field, message });
const fieldErrorKey = (field: string, messageKey: string) => ({ kind: 'field', field, messageKey });

describe('errorBehaviour — the catalogue of spec 01 §8 (F0.2)', () => {
  it('code already sent (40904118 and UC 40917001): the server message as a success notice', () => {
    expect(errorBehaviour(business('40904118', 'Sent 20 s ago'))).toEqual(successNotice('Sent 20 s ago'));
    expect(errorBehaviour(business('40917001', 'Already sent'))).toEqual(successNotice('Already sent'));
    expect(errorBehaviour(business('40917001', ''))).toEqual(successNoticeKey('gaia_action_get_otp_success'));
  });

  it('result code 500: the server message as an error', () => {
    expect(errorBehaviour(business('500', 'Down'))).toEqual(errorToast('Down'));
    expect(errorBehaviour(business('500', ''), { operation: 'sendCode' })).toEqual(errorToastKey('gaia_tip_server_error'));
  });

  it('sign-up send 40917126: tip_enter_{product}_number on the account field', () => {
    expect(errorBehaviour(business('40917126'), { operation: 'signUpSendCode' })).toEqual(fieldErrorKey('account', 'tip_enter_gaia_number'));
    expect(errorBehaviour(business('40917126'), { product: 'Zed' })).toMatchObject({
      messageKey: 'tip_enter_zed_number',
    });
  });

  it('other errors on the send path: a field error with the message', () => {
    expect(errorBehaviour(business('40904102', 'Not registered'), { operation: 'sendCode' })).toEqual(fieldError('account', 'Not registered'));
  });

  it('one-time code error 40904106: the server message on the code field', () => {
    expect(errorBehaviour(business('40904106', 'Wrong code'))).toEqual(fieldError('otp', 'Wrong code'));
  });

  it('one-time code expired 40917004: fields kept', () => {
    expect(errorBehaviour(business('40917004', 'Expired'))).toEqual({
      kind: 'toast',
      tone: 'error',
      keepFields: true,
      message: 'Expired',
    });
  });

  it('unknown account on face login: gaia_user_tip_account_not_exist', () => {
    expect(errorBehaviour(business('40904102'), { operation: 'faceLogin' })).toEqual(fieldErrorKey('account', 'gaia_user_tip_account_not_exist'));
  });

  it('any other failed response: an error toast with resultMsg, else the generic message', () => {
    expect(errorBehaviour(business('40904101', 'Wrong password'))).toEqual(errorToast('Wrong password'));
    expect(errorBehaviour(business('40904101', ''))).toEqual(errorToastKey('gaia_tip_server_error'));
  });

  it('593: the maintenance page with the server texts, else the default system-update texts', () => {
    const withTexts = transport('maintenance', {
      code: '593',
      resultCode: '593',
      resultMsg: 'Back at 6',
      data: { title: 'Upgrade', notice: 'Back at 6' },
    });
    expect(errorBehaviour(withTexts)).toEqual({
      kind: 'maintenance',
      title: 'Upgrade',
      notice: 'Back at 6',
      titleKey: 'gaia_tip_maintenance_title',
      noticeKey: 'gaia_tip_maintenance',
    });
    expect(errorBehaviour(transport('maintenance'))).toEqual({
      kind: 'maintenance',
      titleKey: 'gaia_tip_maintenance_title',
      noticeKey: 'gaia_tip_maintenance',
    });
  });

  it('504, 401, timeout, network, http', () => {
    expect(errorBehaviour(transport('gatewayTimeout'))).toEqual(errorToastKey('gaia_tip_wrong_504'));
    expect(errorBehaviour(transport('unauthorized'))).toEqual({ kind: 'relogin' });
    expect(errorBehaviour(transport('timeout'))).toEqual(errorToastKey('gaia_tip_timeout'));
    expect(errorBehaviour(transport('network'))).toEqual(errorToastKey('gaia_tip_network_error'));
    expect(errorBehaviour(transport('http'))).toEqual(errorToastKey('gaia_tip_server_error'));
  });

  it('cancelled requests and the config files property.json and local.json show nothing', () => {
    expect(errorBehaviour(transport('cancelled'))).toEqual({ kind: 'none' });
    expect(errorBehaviour(transport('network', undefined, '/i18n/en/local.json?v=1'))).toEqual({
      kind: 'none',
    });
    expect(errorBehaviour(business('500', 'x', '/kb/property.json'))).toEqual({ kind: 'none' });
  });
});

describe('shownByCatalogue — who shows a failure, so it is said once (spec 01 §8)', () => {
  it('failures without a business answer are the catalogue\'s: a form does not repeat them', () => {
    for (const kind of ['gatewayTimeout', 'timeout', 'network', 'http', 'maintenance', 'unauthorized'] as const) {
      expect(shownByCatalogue(transport(kind)), kind).toBe(true);
    }
  });

  it('business answers and cancelled calls are not (the form shows the answer; a cancel shows nothing)', () => {
    expect(shownByCatalogue(business('40904106'))).toBe(false);
    expect(shownByCatalogue(business('500'))).toBe(false);
    expect(shownByCatalogue(transport('cancelled'))).toBe(false);
  });
});
