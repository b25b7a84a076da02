import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_MESSAGE_KEYS,
  fromE164,
  maxNationalInput,
  nationalSignificantNumber,
  normaliseNationalNumber,
  phoneCountry,
  splitPhoneNumber,
  toE164,
  validatePhoneNumber,
} from './phoneNumber';

describe('the country table', () => {
  it('holds the operator region and the roaming countries, Zimbabwe first and by default', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.code}+${c.dialCode}`)).toEqual([
      'ZW+263',
      'ZA+27',
      'ZM+260',
      'MZ+258',
      'BW+267',
      'GB+44',
      'AE+971',
      'SA+966',
    ]);
    expect(DEFAULT_PHONE_COUNTRY).toBe('ZW');
    expect(phoneCountry('ZW')?.lengths).toEqual([9]);
    expect(phoneCountry('XX')).toBeUndefined();
  });

  it('has prefix-free calling codes, so a number matches one country at most', () => {
    for (const a of PHONE_COUNTRIES)
      for (const b of PHONE_COUNTRIES) if (a !== b) expect(b.dialCode.startsWith(a.dialCode)).toBe(false);
  });

  it('lets a person type the trunk prefix on top of the longest number', () => {
    expect(maxNationalInput(phoneCountry('ZW')!)).toBe(10);
    expect(maxNationalInput(phoneCountry('BW')!)).toBe(8);
    expect(maxNationalInput(phoneCountry('GB')!)).toBe(11);
  });
});

describe('the national number', () => {
  const zw = phoneCountry('ZW')!;

  it('keeps digits, converts Arabic-Indic ones and cuts at the longest input', () => {
    expect(normaliseNationalNumber(zw, '077 123-4567')).toBe('0771234567');
    expect(normaliseNationalNumber(zw, '٠٧٧١٢٣٤٥٦٧')).toBe('0771234567');
    expect(normaliseNationalNumber(zw, '07712345678999')).toBe('0771234567');
  });

  it('drops the trunk prefix, only where the country has one', () => {
    expect(nationalSignificantNumber(zw, '0771234567')).toBe('771234567');
    expect(nationalSignificantNumber(zw, '771234567')).toBe('771234567');
    expect(nationalSignificantNumber(phoneCountry('BW')!, '71234567')).toBe('71234567');
  });
});

describe('splitting an international number', () => {
  it('splits a pasted "+263 77 123 4567" into Zimbabwe and 771234567', () => {
    expect(splitPhoneNumber('+263 77 123 4567')).toEqual({ country: 'ZW', national: '771234567' });
  });

  it('reads 00 as the international prefix, Arabic-Indic digits and a (0) trunk', () => {
    expect(splitPhoneNumber('00 27 82 123 4567')).toEqual({ country: 'ZA', national: '821234567' });
    expect(splitPhoneNumber('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitPhoneNumber('+44 (0)7700 900123')).toEqual({ country: 'GB', national: '7700900123' });
  });

  it('leaves national text, unknown countries and over-long numbers alone', () => {
    expect(splitPhoneNumber('0771234567')).toBeUndefined();
    expect(splitPhoneNumber('+1 202 555 0100')).toBeUndefined();
    expect(splitPhoneNumber(`+263${'7'.repeat(20)}`)).toBeUndefined();
    expect(splitPhoneNumber('')).toBeUndefined();
  });
});

describe('the phone-number rule', () => {
  it('passes the national lengths of each country, with or without the trunk prefix', () => {
    expect(validatePhoneNumber({ country: 'ZW', national: '771234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'ZW', national: '0771234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'ZA', national: '0821234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'ZM', national: '971234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'MZ', national: '841234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'MZ', national: '21123456' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'BW', national: '71234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'GB', national: '07700900123' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'AE', national: '0501234567' })).toBeUndefined();
    expect(validatePhoneNumber({ country: 'SA', national: '512345678' })).toBeUndefined();
  });

  it('refuses a wrong length, a missing country and an empty required number', () => {
    expect(validatePhoneNumber({ country: 'ZW', national: '77123' })).toBe(PHONE_MESSAGE_KEYS.length);
    expect(validatePhoneNumber({ country: 'BW', national: '712345678' })).toBe(PHONE_MESSAGE_KEYS.length);
    expect(validatePhoneNumber({ country: '', national: '771234567' })).toBe(PHONE_MESSAGE_KEYS.country);
    expect(validatePhoneNumber({ country: 'ZW', national: '' }, { required: true })).toBe(PHONE_MESSAGE_KEYS.required);
    expect(validatePhoneNumber({ country: 'ZW', national: '' })).toBeUndefined();
  });

  it('gives E.164 for a number that passes, and nothing otherwise', () => {
    expect(toE164({ country: 'ZW', national: '077 123 4567' })).toBe('+263771234567');
    expect(toE164({ country: 'BW', national: '71234567' })).toBe('+26771234567');
    expect(toE164({ country: 'ZW', national: '77123' })).toBe('');
    expect(toE164({ country: 'ZW', national: '' })).toBe('');
    expect(fromE164('+263771234567')).toEqual({ country: 'ZW', national: '771234567' });
    expect(fromE164('0771234567')).toBeUndefined();
  });

  it('round-trips every valid number of every country through E.164 (property)', () => {
    const valid = fc.constantFrom(...PHONE_COUNTRIES).chain((country) =>
      fc
        .constantFrom(...country.lengths)
        .chain((length) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${length - 1}}$`)))
        .map((national) => ({ country, national })),
    );
    fc.assert(
      fc.property(valid, ({ country, national }) => {
        const e164 = toE164({ country: country.code, national });
        expect(e164).toBe(`+${country.dialCode}${national}`);
        expect(e164.length).toBeLessThanOrEqual(16);
        expect(fromE164(e164)).toEqual({ country: country.code, national });
      }),
    );
  });
});
