import { describe, expect, it } from 'vitest';
import { ruleErrors } from '../../kernel/forms/formRules';
import { parseBirthday, type CalendarDay } from '../age';
import { defaultRegistrationConfig } from '../registrationConfig';
import {
  emptyIdentityValues,
  expiryProblem,
  identityRules,
  identityValuesOf,
  isNonNational,
  normaliseName,
  toIdentityData,
  type IdentityFormValues,
} from './identityRules';

const today = parseBirthday('20260315') as CalendarDay;
const filled: IdentityFormValues = {
  gender: 'female',
  firstName: 'TENDAI',
  lastName: 'MOYO',
  birthday: '19900314',
  idExpDate: '',
  copyOfID: 'certs/1/id.jpg',
};
const rulesFor = (nonNational: boolean) =>
  identityRules({ nonNational, ageLimit: defaultRegistrationConfig.kycAgeLimit, today });

describe('identity rules (F2.4, spec 02 §5 "Identity details")', () => {
  it('asks for gender, both names, the birthday and the ID copy', () => {
    expect(ruleErrors(rulesFor(false), emptyIdentityValues)).toEqual({
      gender: 'gaia_signup_identity_gender_required',
      firstName: 'gaia_signup_identity_first_name_required',
      lastName: 'gaia_signup_identity_last_name_required',
      birthday: 'gaia_signup_identity_birthday_required',
      copyOfID: 'gaia_signup_identity_copy_required',
    });
    expect(ruleErrors(rulesFor(false), filled)).toEqual({});
  });

  it('refuses a birthday outside the configured ages (kycAgeLimit 16–120)', () => {
    expect(ruleErrors(rulesFor(false), { ...filled, birthday: '20100316' }).birthday).toBe(
      'gaia_pickers_age_too_young',
    );
    expect(
      ruleErrors(rulesFor(false), { ...filled, birthday: '20100315' }).birthday,
    ).toBeUndefined();
    expect(ruleErrors(rulesFor(false), { ...filled, birthday: '19050101' }).birthday).toBe(
      'gaia_pickers_age_too_old',
    );
  });

  it('asks non-nationals for an ID expiry that is not in the past; nationals never', () => {
    expect(ruleErrors(rulesFor(true), filled).idExpDate).toBe(
      'gaia_signup_identity_expiry_required',
    );
    expect(ruleErrors(rulesFor(true), { ...filled, idExpDate: '20260314' }).idExpDate).toBe(
      'gaia_signup_identity_expiry_past',
    );
    expect(
      ruleErrors(rulesFor(true), { ...filled, idExpDate: '20260315' }).idExpDate,
    ).toBeUndefined();
    expect(
      ruleErrors(rulesFor(false), { ...filled, idExpDate: '20200101' }).idExpDate,
    ).toBeUndefined();
    expect(expiryProblem('20261340', today)).toBe('gaia_signup_identity_expiry_invalid');
  });

  it('upper-cases names as typed and refuses names over 60 characters', () => {
    expect(normaliseName('tendai')).toBe('TENDAI');
    expect(normaliseName('a'.repeat(70))).toHaveLength(60);
    expect(ruleErrors(rulesFor(false), { ...filled, lastName: 'A'.repeat(61) }).lastName).toBe(
      'gaia_signup_identity_name_too_long',
    );
    expect(ruleErrors(rulesFor(false), { ...filled, firstName: '   ' }).firstName).toBe(
      'gaia_signup_identity_first_name_required',
    );
  });

  it('treats every nationality but the default as non-national', () => {
    expect(isNonNational('zwe', 'ZWE')).toBe(false);
    expect(isNonNational('ZAF', 'ZWE')).toBe(true);
  });

  it('builds the step data (expiry only for non-nationals) and restores the form from it', () => {
    const copy = { fileId: '1', fileName: 'id.jpg', filePath: 'certs/1/id.jpg', fileSize: 10 };
    const context = {
      nationality: 'ZWE',
      idType: '1',
      idNbr: '632231457F42',
      nonNational: false,
      copyOfIDUpload: copy,
    };
    const data = toIdentityData(
      { ...filled, firstName: ' tendai ', idExpDate: '20300101' },
      context,
    );
    expect(data).toEqual({
      nationality: 'ZWE',
      idType: '1',
      idNbr: '632231457F42',
      gender: 'female',
      firstName: 'TENDAI',
      lastName: 'MOYO',
      birthday: '19900314',
      copyOfIDUpload: copy,
    });
    expect(identityValuesOf(data)).toEqual({ ...filled, idExpDate: '' });
    expect(
      toIdentityData(
        { ...filled, idExpDate: '20300101' },
        { ...context, nonNational: true, readByOcr: ['firstName'] },
      ),
    ).toMatchObject({
      idExpDate: '20300101',
      readByOcr: ['firstName'],
    });
  });
});
