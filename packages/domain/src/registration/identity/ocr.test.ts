import { describe, expect, it } from 'vitest';
import { defaultRegistrationConfig } from '../registrationConfig';
import {
  documentIdType,
  likelyDocument,
  ocrNumberDiffers,
  ocrPrefill,
  parseOcrReading,
} from './ocr';

describe('OCR reading (F2.5)', () => {
  it('keeps well-formed fields only: names upper-cased, real days, gender, the number without spaces', () => {
    expect(
      parseOcrReading({
        idNbr: '63 2231457 f 42',
        firstName: 'Tendai',
        lastName: 'moyo',
        birthday: '19900314',
        gender: 'F',
        idExpDate: '20350231',
      }),
    ).toEqual({
      idNbr: '632231457F42',
      firstName: 'TENDAI',
      lastName: 'MOYO',
      birthday: '19900314',
      gender: 'female',
    });
    expect(parseOcrReading(null)).toEqual({});
    expect(parseOcrReading({ firstName: 7, gender: 'x', birthday: '1990-03-14' })).toEqual({});
  });

  it('prefills gender, names, birthday, and the expiry for non-nationals only, never a locked field', () => {
    const reading = {
      idNbr: 'A09876543',
      firstName: 'SIPHO',
      lastName: 'NDLOVU',
      birthday: '19850722',
      gender: 'male' as const,
      idExpDate: '20310721',
    };
    expect(ocrPrefill(reading, { nonNational: true })).toEqual({
      values: {
        gender: 'male',
        firstName: 'SIPHO',
        lastName: 'NDLOVU',
        birthday: '19850722',
        idExpDate: '20310721',
      },
      fields: ['gender', 'firstName', 'lastName', 'birthday', 'idExpDate'],
    });
    const national = ocrPrefill(reading, { nonNational: false, locked: new Set(['lastName']) });
    expect(national.fields).toEqual(['gender', 'firstName', 'birthday']);
    expect(national.values).not.toHaveProperty('lastName');
  });

  it('chooses the ID type of the document and the likely document of a nationality', () => {
    expect(documentIdType('nationalId', defaultRegistrationConfig)).toBe('1');
    expect(documentIdType('passport', defaultRegistrationConfig)).toBe('2');
    expect(likelyDocument('ZWE', 'ZWE')).toBe('nationalId');
    expect(likelyDocument('ZAF', 'ZWE')).toBe('passport');
  });

  it('notices a document number that is not the one given on step one', () => {
    expect(ocrNumberDiffers({ idNbr: '632231457F42' }, '63 2231457 f42')).toBe(false);
    expect(ocrNumberDiffers({ idNbr: '632231457F42' }, '63-2231457F42')).toBe(false);
    expect(ocrNumberDiffers({ idNbr: '632231457F42' }, '11111111A11')).toBe(true);
    expect(ocrNumberDiffers({}, '11111111A11')).toBe(false);
  });
});
