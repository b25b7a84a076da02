import { describe, expect, it, vi } from 'vitest';
import { defaultPortalConfig } from '../../kernel/config/portalConfig';
import { ruleErrors } from '../../kernel/forms/formRules';
import { defaultRegistrationConfig } from '../registrationConfig';
import { idFormatOf, idTypeFor, isNational } from './idType';
import {
  AGREED,
  alternativeStepOneRules,
  canRequestCode,
  idMatchesFormat,
  normaliseIdNumber,
  normaliseReferralCode,
  normaliseSignUpMobile,
  stepOneRules,
  type StepOneValues,
} from './rules';

const nationalRule = '^\\d{2}-?\\d{6,7}[A-Z]\\d{2}$';
const idTypes = [
  { ID: '1', NAME: 'National ID', ID_FORMAT_RULE: nationalRule },
  { ID: '2', NAME: 'Passport', ID_FORMAT_RULE: '^[A-Z0-9]{6,20}$' },
];
const nationalFormat = idFormatOf(idTypes, '1');
const filled: StepOneValues = { mobile: '0779999999', nationality: 'ZWE', idNbr: '63-123456A78', referralCode: '', agree: AGREED };
const errorsOf = (values: Partial<StepOneValues>) =>
  ruleErrors(stepOneRules(defaultPortalConfig, nationalFormat), { ...filled, ...values });

describe('F2.1 step one field rules (spec 02 §5)', () => {
  it('a filled form passes', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('mobile: required, the configured pattern, at most 60', () => {
    expect(errorsOf({ mobile: '' }).mobile).toBe('gaia_tip_signup_mobile_required');
    expect(errorsOf({ mobile: '12345' }).mobile).toBe('tips_accnbr_regex_fail_message');
    expect(errorsOf({ mobile: '0'.repeat(61) }).mobile).toBe('gaia_tip_signup_mobile_max');
  });

  it('mobile: whitespace removed and cut at 60 as typed', () => {
    expect(normaliseSignUpMobile(' 077 999\u00a09999 ')).toBe('0779999999');
    expect(normaliseSignUpMobile('7'.repeat(70))).toHaveLength(60);
  });

  it('nationality and ID number are required; the ID matches its type\'s format rule', () => {
    expect(errorsOf({ nationality: '' }).nationality).toBe('gaia_tip_signup_nationality_required');
    expect(errorsOf({ idNbr: '' }).idNbr).toBe('gaia_tip_signup_id_required');
    expect(errorsOf({ idNbr: '63-12A78' }).idNbr).toBe('gaia_tip_signup_id_format');
    expect(errorsOf({ idNbr: '631234567A78' }).idNbr).toBeUndefined();
  });

  it('ID number: whitespace stripped and upper-cased as typed', () => {
    expect(normaliseIdNumber(' 63-123456 a78 ')).toBe('63-123456A78');
  });

  it('referral code: optional, letters and digits only, at most 60', () => {
    expect(errorsOf({ referralCode: '' }).referralCode).toBeUndefined();
    expect(errorsOf({ referralCode: 'FRIEND2026' }).referralCode).toBeUndefined();
    expect(errorsOf({ referralCode: 'friend-2026' }).referralCode).toBe('gaia_tips_individual_register_referralCode');
    expect(errorsOf({ referralCode: 'A'.repeat(61) }).referralCode).toBe('gaia_tips_individual_register_referralCode');
    expect(normaliseReferralCode(' AB 12 ')).toBe('AB12');
  });

  it('terms and privacy must be agreed', () => {
    expect(errorsOf({ agree: '' }).agree).toBe('gaia_tip_signup_agree_required');
  });
});

describe('F2.1 ID type and format rule per nationality', () => {
  it('ZWE takes the national ID type, everybody else the non-national one', () => {
    expect(idTypeFor('ZWE', defaultRegistrationConfig)).toBe('1');
    expect(idTypeFor('ZAF', defaultRegistrationConfig)).toBe('2');
    expect(isNational('ZWE', defaultRegistrationConfig)).toBe(true);
    expect(isNational('GBR', defaultRegistrationConfig)).toBe(false);
  });

  it('the format rule comes from the ID type record; an unsafe rule checks nothing and warns', () => {
    expect(idFormatOf(idTypes, '1')?.test('63-123456A78')).toBe(true);
    expect(idFormatOf(idTypes, '9')).toBeUndefined();
    const warn = vi.fn();
    expect(idFormatOf([{ ID: '3', NAME: 'Bad', ID_FORMAT_RULE: '^(a+)+$' }], '3', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nested-repeat'));
  });

  it('the ID is checked only once it matches its format (spec 02 §4)', () => {
    expect(idMatchesFormat('63-123456A78', nationalFormat)).toBe(true);
    expect(idMatchesFormat('63-12', nationalFormat)).toBe(false);
    expect(idMatchesFormat('', nationalFormat)).toBe(false);
  });
});

describe('F2.1 Next enabled (spec 02 §4)', () => {
  const checks = { subscriberValid: true, idNumberValid: true };
  it('only with terms ticked, mobile and ID valid and no field error', () => {
    expect(canRequestCode(checks, filled, {})).toBe(true);
    expect(canRequestCode(checks, { ...filled, agree: '' }, {})).toBe(false);
    expect(canRequestCode({ ...checks, subscriberValid: false }, filled, {})).toBe(false);
    expect(canRequestCode({ ...checks, idNumberValid: false }, filled, {})).toBe(false);
    expect(canRequestCode(checks, filled, { referralCode: 'gaia_tips_individual_register_referralCode' })).toBe(false);
  });
});

describe('F2.2 alternative step one rules', () => {
  const rules = alternativeStepOneRules(defaultPortalConfig, { otpLength: 6 });
  const values = { account: 'someone@example.com', otp: '123456', referralCode: '', agree: AGREED };
  it('account is a mobile or an e-mail; the code is required and 6 digits', () => {
    expect(ruleErrors(rules, values)).toEqual({});
    expect(ruleErrors(rules, { ...values, account: '0779999999' })).toEqual({});
    expect(ruleErrors(rules, { ...values, account: '' }).account).toBe('gaia_validation_mobile_email_required');
    expect(ruleErrors(rules, { ...values, account: 'nobody' }).account).toBe('gaia_lb_user_login_mobile_email_regerror');
    expect(ruleErrors(rules, { ...values, otp: '' }).otp).toBe('gaia_validation_otp_required');
    expect(ruleErrors(rules, { ...values, otp: '1234567' }).otp).toBe('gaia_validation_otp_digits');
    expect(ruleErrors(rules, { ...values, otp: '12a456' }).otp).toBe('gaia_validation_otp_digits');
  });
  it('the code length follows the configuration', () => {
    const four = alternativeStepOneRules(defaultPortalConfig, { otpLength: 4 });
    expect(ruleErrors(four, { ...values, otp: '1234' }).otp).toBeUndefined();
  });
});
