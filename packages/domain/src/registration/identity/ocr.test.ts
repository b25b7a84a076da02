import { describe, expect, it } from 'vitest';
import { defaultRegistrationConfig } from '../registrationConfig';
import {
  documentIdType,
  likelyDocument,
  ocrNumberDiffers,
  ocrPrefill,
  parseOcrReading,
} from './ocr';
import type { OcrReading } from './model';
import { casesByRule } from '../../kernel/testing/casesByRule';

describe('OCR reading (F2.5)', () => {
  const readings = casesByRule<[scanned: unknown, kept: OcrReading]>({
    'keeps well-formed fields only': [
      [null, {}],
      [{ firstName: 7, gender: 'x', birthday: '1990-03-14' }, {}],
    ],
    'names upper-cased': [[{ firstName: 'Tendai', lastName: 'moyo' }, { firstName: 'TENDAI', lastName: 'MOYO' }]],
    'real days': [[{ birthday: '19900314', idExpDate: '20350231' }, { birthday: '19900314' }]],
    gender: [[{ gender: 'F' }, { gender: 'female' }]],
    'the number without spaces': [[{ idNbr: '63 2231457 f 42' }, { idNbr: '632231457F42' }]],
  });

  it.each(readings)('%s: %j → %j', (_rule, scanned, kept) => {
    expect(parseOcrReading(scanned)).toEqual(kept);
  });

  // The rows together make one scan (later rows' fields win over the malformed ones), read as the rows say.
  it('reads a whole scan field by field', () => {
    const scan = Object.assign({}, ...readings.map(([, scanned]) => scanned)) as Record<string, unknown>;
    const kept = Object.assign({}, ...readings.map(([, , fields]) => fields)) as OcrReading;
    expect(parseOcrReading(scan)).toEqual(kept);
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
