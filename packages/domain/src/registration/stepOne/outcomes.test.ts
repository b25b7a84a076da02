import { describe, expect, it } from 'vitest';
import { ApiError } from '../../kernel/http/ApiError';
import { defaultPortalConfig } from '../../kernel/config/portalConfig';
import { defaultRegistrationConfig } from '../registrationConfig';
import { idCheckFailure, idCheckStatus, idHolder, mobileCheckMessage, mobileCheckStatus } from './checks';
import { codeCheckFailure, registrationCountdownKey } from './codeCheck';
import { codeRequestOutcome } from './codeRequestOutcome';
import { alternativeStepOneData, standardStepOneData, stepOneDraft, stepOneValuesFrom } from './toStepOneData';

const envelope = (code: string, resultMsg = '') => ({ code, resultCode: code, resultMsg, data: null });
const business = (code: string, resultMsg = 'server says') =>
  new ApiError({ kind: 'business', url: '/x', status: 200, envelope: envelope(code, resultMsg) });

describe('F2.1 code request answers (spec 02 §8)', () => {
  it('200 and "already sent" move on', () => {
    expect(codeRequestOutcome(envelope('200'))).toEqual({ kind: 'sent', alreadySent: false });
    expect(codeRequestOutcome(envelope('40917001'))).toEqual({ kind: 'sent', alreadySent: true });
  });
  it('40917126, 40917156 and 40917157 go on the mobile field', () => {
    expect(codeRequestOutcome(envelope('40917126'))).toEqual({ kind: 'mobile', messageKey: 'tip_enter_gaia_number' });
    expect(codeRequestOutcome(envelope('40917126'), 'Zed')).toEqual({ kind: 'mobile', messageKey: 'tip_enter_zed_number' });
    expect(codeRequestOutcome(envelope('40917156'))).toEqual({ kind: 'mobile', messageKey: 'tip_register_invalid_number' });
    expect(codeRequestOutcome(business('40917157'))).toEqual({ kind: 'mobile', messageKey: 'tip_no_exist_custom_number' });
  });
  it('any other failure opens the oops dialog with the server\'s message', () => {
    expect(codeRequestOutcome(envelope('40917002', 'Already registered'))).toEqual({ kind: 'oops', message: 'Already registered' });
    expect(codeRequestOutcome(envelope('500'))).toEqual({ kind: 'oops', messageKey: 'gaia_tip_server_error' });
    expect(codeRequestOutcome(new Error('boom'))).toEqual({ kind: 'oops', messageKey: 'gaia_tip_server_error' });
  });
  it('a failure the request layer already shows (network, 504) shows nothing more', () => {
    expect(codeRequestOutcome(new ApiError({ kind: 'network', url: '/x' }))).toEqual({ kind: 'shown' });
  });
});

describe('F2.4 code check failures (spec 02 §8)', () => {
  it('wrong or expired code: tips_otp_invalid_or_expired', () => {
    expect(codeCheckFailure(business('40904106'))).toEqual({ kind: 'invalidCode', messageKey: 'tips_otp_invalid_or_expired' });
    expect(codeCheckFailure(business('40917004'))).toEqual({ kind: 'invalidCode', messageKey: 'tips_otp_invalid_or_expired' });
  });
  it('other failures are the form\'s usual failure', () => {
    expect(codeCheckFailure(business('40000001', 'Bad request'))).toEqual({ kind: 'failed', failure: { text: { message: 'Bad request' } } });
  });
  it('the countdown is kept per account', () => {
    expect(registrationCountdownKey(' 0779999999 ')).toBe('otp_register_0779999999');
  });
});

describe('F2.1 blur checks and F2.3 existing ID (spec 02 §4)', () => {
  it('mobile: a provider subscriber, not yet registered', () => {
    expect(mobileCheckMessage({ isExist: 'N' }, false)).toBe('tips_not_gaia_number');
    expect(mobileCheckMessage({ isExist: 'Y' }, true)).toBe('gaia_tip_account_already_registered');
    expect(mobileCheckMessage({ isExist: 'Y' }, false)).toBeUndefined();
  });
  it('nobody holds the ID: a new registration', () => {
    expect(idHolder({ existsUser: 'N', referenceId: 'R1' }, undefined)).toEqual({ kind: 'new', referenceId: 'R1' });
  });
  it('a holder with neither e-mail nor mobile: the upgrade path', () => {
    expect(idHolder({ existsUser: 'Y', referenceId: 'R1' }, { existsUser: 'Y', userId: 'U-1004', userCode: 'GA1000004' })).toEqual({
      kind: 'upgrade',
      userId: 'U-1004',
      userCode: 'GA1000004',
      referenceId: 'R1',
    });
  });
  it('a holder with an e-mail or a mobile: the account-exists dialog', () => {
    expect(idHolder({ existsUser: 'Y' }, { existsUser: 'Y', userId: 'U-1', userCode: 'GA1', mobile: '077****567', email: '' })).toEqual({
      kind: 'accountExists',
      userId: 'U-1',
      userCode: 'GA1',
      mobile: '077****567',
    });
  });
  it('ID refusals on the ID field: phone mismatch and invalid number', () => {
    expect(idCheckFailure(business('40917161'))).toEqual({ messageKey: 'gaia_lb_user_signup_id_phone_not_match' });
    expect(idCheckFailure(business('40917160'))).toEqual({ messageKey: 'gaia_tip_signup_id_invalid' });
    expect(idCheckFailure(business('500', 'Down'))).toEqual({ failure: { text: { message: 'Down' } } });
  });
});

describe('step-one data handed on (spec 02 §3)', () => {
  const values = { mobile: '0779999999', nationality: 'ZAF', idNbr: 'A1234567', referralCode: 'FRIEND', agree: 'Y' };
  it('standard: the mobile is the account; the non-national type for another nationality', () => {
    expect(standardStepOneData(values, { kind: 'upgrade', userId: 'U-1004', referenceId: 'E1' }, defaultRegistrationConfig)).toEqual({
      form: 'standard',
      account: '0779999999',
      accountType: 'MOBILE',
      mobile: '0779999999',
      nationality: 'ZAF',
      idType: '2',
      idNbr: 'A1234567',
      referralCode: 'FRIEND',
      agreePrivacyPolicy: true,
      eligibilityReferenceId: 'E1',
      upgrade: { userId: 'U-1004' },
    });
  });
  it('alternative: an e-mail account, the verified code\'s reference', () => {
    const data = alternativeStepOneData({ account: 'a@example.com', otp: '123456', referralCode: '', agree: 'Y' }, 'REG-1', defaultPortalConfig, defaultRegistrationConfig);
    expect(data).toMatchObject({ form: 'alternative', accountType: 'EMAIL', email: 'a@example.com', referenceId: 'REG-1', nationality: 'ZWE', idType: '1' });
  });
  it('a draft restores what was typed', () => {
    expect(stepOneValuesFrom(stepOneDraft(values), defaultRegistrationConfig)).toEqual(values);
    expect(stepOneValuesFrom(undefined, defaultRegistrationConfig)).toEqual({ mobile: '', nationality: 'ZWE', idNbr: '', referralCode: '', agree: '' });
  });
});

describe('F2.1 the status lines under the checked fields (spec 02 §4)', () => {
  it('the mobile: checking, then checked; nothing before a check or after a refusal', () => {
    expect(mobileCheckStatus(true, false)).toBe('gaia_signup_one_checking_mobile');
    expect(mobileCheckStatus(false, true)).toBe('gaia_signup_one_mobile_checked');
    expect(mobileCheckStatus(false, false)).toBeUndefined();
  });

  it('the ID: checking, then an upgrade of an existing profile or a new holder; nothing for an existing account', () => {
    expect(idCheckStatus(true, { kind: 'new' })).toBe('gaia_signup_one_checking_id');
    expect(idCheckStatus(false, { kind: 'upgrade', userId: 'U-1004' })).toBe('gaia_signup_one_upgrade_notice');
    expect(idCheckStatus(false, { kind: 'new', referenceId: 'R1' })).toBe('gaia_signup_one_id_checked');
    expect(idCheckStatus(false, { kind: 'accountExists', userCode: 'GA1' })).toBeUndefined();
    expect(idCheckStatus(false, undefined)).toBeUndefined();
  });
});
