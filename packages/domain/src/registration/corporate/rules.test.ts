import { describe, expect, it, vi } from 'vitest';
import {
  CorporateMessageKey,
  corporateSignInHref,
  documentsError,
  normaliseCompanyName,
  normalisePersonName,
  normaliseRegistrationNumber,
  normaliseRepresentativeId,
  toCorporateRegistration,
  validateCompany,
  validateCorporatePassword,
  validateRepresentative,
} from './rules';
import { EMPTY_REPRESENTATIVE, type RepresentativeValues } from './model';
import { contactPatternsOf } from '../../kernel/config/accountPatterns';

const today = '20260115';
const ageLimit = { minAge: 18, maxAge: 120 };
const person: RepresentativeValues = {
  firstName: 'RUDO',
  lastName: 'MOYO',
  idNbr: '63-123456A78',
  birthday: '19900214',
  mobile: '0779990001',
  email: 'rudo@acme.example.com',
};

describe('F2.11 corporate sign-up: the company step', () => {
  it('asks for the company name and the registration number', () => {
    expect(validateCompany({ companyName: ' ', registrationNumber: '' })).toEqual({
      companyName: CorporateMessageKey.companyNameRequired,
      registrationNumber: CorporateMessageKey.registrationNumberRequired,
    });
  });

  it('accepts a trading name with its marks and a BRN with separators', () => {
    expect(validateCompany({ companyName: 'Moyo & Sons (Pvt) Ltd.', registrationNumber: '2019/004512' })).toEqual({});
  });

  it('refuses a BRN without a digit, too short, or with other marks', () => {
    for (const registrationNumber of ['ABCDE', '1A', '12#45']) {
      expect(validateCompany({ companyName: 'Acme', registrationNumber }).registrationNumber).toBe(CorporateMessageKey.registrationNumberFormat);
    }
  });

  it('refuses a company name starting with a mark', () => {
    expect(validateCompany({ companyName: '-Acme', registrationNumber: '1234' }).companyName).toBe(CorporateMessageKey.companyNameFormat);
  });

  it('normalises as typed: BRN without spaces and upper-case, names upper-case, spaces tidied', () => {
    expect(normaliseRegistrationNumber(' 2019/ab 12 ')).toBe('2019/AB12');
    expect(normaliseCompanyName('  Acme   Ltd')).toBe('Acme Ltd');
    expect(normalisePersonName('rudo  anne')).toBe('RUDO ANNE');
    expect(normaliseRepresentativeId('63 123456 a78')).toBe('63123456A78');
    expect(normaliseCompanyName('x'.repeat(120))).toHaveLength(100);
  });

  it('needs one to five documents', () => {
    const file = { fileName: 'cert.pdf', filePath: 'uploads/F-1/cert.pdf' };
    expect(documentsError([])).toBe(CorporateMessageKey.documentsRequired);
    expect(documentsError([file])).toBeUndefined();
    expect(documentsError(Array.from({ length: 6 }, () => file))).toBe(CorporateMessageKey.documentsTooMany);
  });
});

describe('F2.11 corporate sign-up: the representative step', () => {
  it('passes a complete representative', () => {
    expect(validateRepresentative(person, { ageLimit, today })).toEqual({});
  });

  it('says what each empty field needs', () => {
    expect(validateRepresentative(EMPTY_REPRESENTATIVE, { ageLimit, today })).toEqual({
      firstName: CorporateMessageKey.firstNameRequired,
      lastName: CorporateMessageKey.lastNameRequired,
      idNbr: CorporateMessageKey.idNbrRequired,
      birthday: CorporateMessageKey.birthdayRequired,
      mobile: CorporateMessageKey.mobileRequired,
      email: CorporateMessageKey.emailRequired,
    });
  });

  it('limits the birthday by the corporate age limit', () => {
    expect(validateRepresentative({ ...person, birthday: '20080116' }, { ageLimit, today }).birthday).toBe('gaia_pickers_age_too_young');
    expect(validateRepresentative({ ...person, birthday: '20080115' }, { ageLimit, today }).birthday).toBeUndefined();
  });

  it('checks the mobile and e-mail with the configured patterns', () => {
    const errors = validateRepresentative({ ...person, mobile: '12345', email: 'rudo@' }, { ageLimit, today });
    expect(errors.mobile).toBe(CorporateMessageKey.mobilePattern);
    expect(errors.email).toBe(CorporateMessageKey.emailPattern);
    const patterns = contactPatternsOf({ mobilePattern: '^9\\d{3}$', emailPattern: '^.+@acme\\.example\\.com$' });
    expect(validateRepresentative({ ...person, mobile: '9123' }, { ageLimit, today, patterns })).toEqual({});
  });

  it('an unsafe configured pattern is refused when the patterns are compiled: the built-in one checks the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const patterns = contactPatternsOf({ mobilePattern: '^(a+)+$', emailPattern: '' });
    expect(validateRepresentative({ ...person }, { ageLimit, today, patterns })).toEqual({});
    expect(validateRepresentative({ ...person, mobile: 'aaaa' }, { ageLimit, today, patterns }).mobile).toBe(CorporateMessageKey.mobilePattern);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/mobile pattern refused/);
    warn.mockRestore();
  });

  it('refuses digits in names and marks in the ID number', () => {
    const errors = validateRepresentative({ ...person, firstName: 'R2D2', idNbr: '63/12' }, { ageLimit, today });
    expect(errors.firstName).toBe(CorporateMessageKey.nameFormat);
    expect(errors.idNbr).toBe(CorporateMessageKey.idNbrFormat);
  });
});

describe('F2.11 corporate sign-up: password and terms', () => {
  it('needs the strength rules, the same confirmation and the terms', () => {
    expect(validateCorporatePassword({ password: 'Corp#2026', confirm: 'Corp#2026', agreeTerms: 'Y' })).toEqual({});
    expect(validateCorporatePassword({ password: 'weak', confirm: 'other', agreeTerms: '' })).toEqual({
      password: 'gaia_portal_account_password_rules_unmet',
      confirm: 'tip_password_not_match',
      agreeTerms: CorporateMessageKey.termsRequired,
    });
  });
});

describe('F2.11 corporate sign-up: the registration body', () => {
  it('carries the company, its documents (type 2) and the representative', () => {
    const request = toCorporateRegistration(
      {
        company: { companyName: ' Acme Ltd ', registrationNumber: '2019/004512' },
        documents: [{ fileName: 'cert.pdf', filePath: 'uploads/F-1/cert.pdf', fileSize: 10 }],
        representative: { ...person, firstName: 'RUDO ' },
      },
      'Corp#2026',
      'BRN',
    );
    expect(request.userRegisterInfo).toEqual({ userName: 'Acme Ltd', mobile: person.mobile, email: person.email, password: 'Corp#2026' });
    expect(request.corporate.idType).toBe('BRN');
    expect(request.corporate.attachments).toEqual([{ attachmentType: 2, fileName: 'cert.pdf', filePath: 'uploads/F-1/cert.pdf', fileSize: 10 }]);
    expect(request.corporate.representative.firstName).toBe('RUDO');
  });

  it('leads to the corporate sign-in with the account prefilled', () => {
    expect(corporateSignInHref('GC2000003')).toBe('/signIn?t=c&gaiaId=GC2000003');
  });
});

describe('F2.11 corporate sign-up: the kept draft', () => {
  it('reads back what was kept, and falls back to empty for anything malformed', async () => {
    const { parseCorporateDraft } = await import('./draft');
    const kept = { step: 'representative', company: { companyName: 'Acme', registrationNumber: 7 }, documents: [{ fileName: 'a.pdf', filePath: 'uploads/F-1/a.pdf' }, 'x'], representative: { firstName: 'RUDO' } };
    const draft = parseCorporateDraft(JSON.stringify(kept));
    expect(draft.step).toBe('representative');
    expect(draft.company).toEqual({ companyName: 'Acme', registrationNumber: '' });
    expect(draft.documents).toEqual([{ fileName: 'a.pdf', filePath: 'uploads/F-1/a.pdf' }]);
    expect(draft.representative.firstName).toBe('RUDO');
    expect(parseCorporateDraft('{broken').step).toBe('company');
    expect(parseCorporateDraft(JSON.stringify({ step: 'done' })).step).toBe('company');
  });
});
