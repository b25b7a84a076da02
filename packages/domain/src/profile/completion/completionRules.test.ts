import { describe, expect, it } from 'vitest';
import { individualCompletionValues, individualProfileUpdate, faceEnrolmentUpdate } from './completionProfile';
import { CompletionMessageKey, validateCorporateCompletion, validateIndividualCompletion } from './completionRules';
import { contactsChanged, modProfileRequest } from './myDetails';
import { PinMessageKey, pinRules } from './pin';
import { validate } from '../../kernel/rules/rules';
import type { PartyProfile } from '../partyProfile';

const today = { year: 2026, month: 1, day: 15 };

describe('completion field rules (F2.12, spec 02 §5)', () => {
  it('an empty individual form names every required field', () => {
    const errors = validateIndividualCompletion(individualCompletionValues(undefined), today);
    expect(errors).toMatchObject({
      firstName: CompletionMessageKey.firstNameRequired,
      gender: CompletionMessageKey.genderRequired,
      birthday: CompletionMessageKey.birthdayRequired,
      idNbr: CompletionMessageKey.idNbrRequired,
      street: CompletionMessageKey.streetRequired,
      idCopyPath: CompletionMessageKey.idCopyRequired,
    });
    // E-mail is optional for individuals; nationality defaults to ZWE.
    expect(errors.email).toBeUndefined();
    expect(errors.nationality).toBeUndefined();
  });

  it('checks formats: the national ID for ZWE, a passport otherwise, the mobile, the e-mail, the minimum age', () => {
    const values = {
      ...individualCompletionValues(undefined),
      firstName: 'Tari-ro', lastName: 'Moyo', gender: 'female', birthday: '20120101',
      idNbr: 'AB1234567', contactNbr: '12345', email: 'nope', street: 'x'.repeat(151), suburb: 'S', idCopyPath: 'p',
    };
    const errors = validateIndividualCompletion(values, today);
    expect(errors.idNbr).toBe(CompletionMessageKey.idNbrInvalid);
    expect(errors.contactNbr).toBe(CompletionMessageKey.contactNbrInvalid);
    expect(errors.email).toBe(CompletionMessageKey.emailInvalid);
    expect(errors.birthday).toBe('gaia_pickers_age_too_young');
    expect(errors.street).toBe(CompletionMessageKey.tooLong);
    expect(validateIndividualCompletion({ ...values, nationality: 'ZAF' }, today).idNbr).toBeUndefined();
  });

  it('a company needs e-mail, registration number, document and bank', () => {
    const errors = validateCorporateCompletion({
      companyName: 'ACME', registrationNbr: '!!', contactNbr: '0771234567', email: '', street: 'S', suburb: 'S',
      documentPath: '', bankName: 'CBZ', bankAccountNbr: '12', bankAccountName: '',
    });
    expect(errors).toEqual({
      registrationNbr: CompletionMessageKey.registrationNbrInvalid,
      email: CompletionMessageKey.emailRequired,
      documentPath: CompletionMessageKey.companyDocumentRequired,
      bankAccountNbr: CompletionMessageKey.bankAccountNbrInvalid,
      bankAccountName: CompletionMessageKey.bankAccountNameRequired,
    });
  });
});

describe('the update request (F2.12, F3.11)', () => {
  const held: PartyProfile = {
    partyId: 'P-1', partyType: 'INDIVIDUAL', defaultAddr: { partyAddrId: 'PA-1', detailAddr1: 'OLD' },
    attachments: [{ attachmentType: 1, fileName: 'old.jpg', filePath: 'uploads/old.jpg' }],
  };

  it('upper-cases names and street, strips the ID, modifies the held address and replaces the ID copy', () => {
    const values = { ...individualCompletionValues(held), firstName: ' tari ', lastName: 'moyo', gender: 'female', birthday: '19900101', idNbr: ' 63-123456a78 ', contactNbr: '077 123 4567', street: '12 main rd', suburb: 'avondale', idCopyPath: 'uploads/new.jpg' };
    const { profile, forceCheck, engageLevels } = individualProfileUpdate(held, values, { fileName: 'new.jpg', filePath: 'uploads/new.jpg' });
    expect(forceCheck).toBe(true);
    expect(engageLevels).toEqual(['REGISTER']);
    expect(profile).toMatchObject({ firstName: 'TARI', lastName: 'MOYO', idNbr: '63-123456A78', contactNbr: '0771234567' });
    expect(profile.defaultAddr).toEqual({ partyAddrId: 'PA-1', detailAddr1: '12 MAIN RD', detailAddr2: 'AVONDALE', actionType: 'M' });
    expect(profile.attachments).toEqual([{ attachmentType: 1, fileName: 'new.jpg', filePath: 'uploads/new.jpg', actionType: 'M', partyId: 'P-1' }]);
  });

  it('keeps the held ID copy when no new file was uploaded', () => {
    const { profile } = individualProfileUpdate(held, individualCompletionValues(held));
    expect(profile.attachments).toEqual(held.attachments);
  });

  it('the face enrolment: biometrics type 1, actionType A', () => {
    expect(faceEnrolmentUpdate('P-1', 'uploads/face.jpg').profile.biometrics).toEqual([{ biometricType: 1, charcFilePath: 'uploads/face.jpg', actionType: 'A', partyId: 'P-1' }]);
  });
});

describe('My details contacts and the PIN', () => {
  it('knows when the contacts changed and builds the modProfile body', () => {
    const profile: PartyProfile = { partyId: 'P', partyType: 'INDIVIDUAL', contactNbr: '0771234567', email: 'a@b.co' };
    expect(contactsChanged(profile, { contactNbr: '077 123 4567', alterContactNbr: '', email: 'a@b.co' })).toBe(false);
    expect(contactsChanged(profile, { contactNbr: '0771234567', alterContactNbr: '0782222222', email: 'a@b.co' })).toBe(true);
    expect(modProfileRequest({ contactNbr: '0771234567', alterContactNbr: '', email: ' ' }, 'R-1')).toEqual({ contactNbr: '0771234567', referenceId: 'R-1' });
  });

  it('a PIN has 4 to 6 digits', () => {
    expect(validate('', pinRules)).toBe(PinMessageKey.required);
    expect(validate('12a4', pinRules)).toBe(PinMessageKey.invalid);
    expect(validate('2468', pinRules)).toBeUndefined();
  });
});
