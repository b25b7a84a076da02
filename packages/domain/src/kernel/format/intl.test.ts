import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLocalMoney, formatLocalNumber, intlLocaleOf } from './intl';
import { dateFieldsOf, formatLocalDate, readDateValue } from './intlDates';
import { formatMoney } from './money';
import { formatTableDate } from './table';

describe('intlLocaleOf', () => {
  const tags: [locale: string, tag: string][] = [['en', 'en-GB'], ['ar', 'ar-u-nu-latn'], ['ar-EG', 'ar-EG'], ['en-US', 'en-US']];

  it.each(tags)('gives Intl a tag per kit locale, with Western digits outside English: %s → %s', (locale, tag) => {
    expect(intlLocaleOf(locale)).toBe(tag);
  });
});

describe('dateFieldsOf', () => {
  it("reads the fields of the operator's dayjs pattern", () => {
    expect(dateFieldsOf('Do MMM YYYY')).toEqual({ day: 'numeric', month: 'short', year: 'numeric' });
    expect(dateFieldsOf('Do MMM YYYY HH:mm:ss')).toEqual({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', hourCycle: 'h23', minute: '2-digit', second: '2-digit' });
    expect(dateFieldsOf('DD/MM/YY')).toEqual({ day: '2-digit', month: '2-digit', year: '2-digit' });
    expect(dateFieldsOf('dddd, MMMM D, YYYY h:mm')).toEqual({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', hourCycle: 'h12', minute: '2-digit' });
  });

  it('skips [escaped] text and falls back to day, month and year', () => {
    expect(dateFieldsOf('[Day] D')).toEqual({ day: 'numeric' });
    expect(dateFieldsOf('')).toEqual({ day: 'numeric', month: 'short', year: 'numeric' });
    expect(dateFieldsOf('[YYYY')).toEqual({ day: 'numeric', month: 'short', year: 'numeric' });
  });
});

describe('readDateValue', () => {
  it('reads dates, epoch milliseconds and date text', () => {
    expect(readDateValue(new Date(0))?.getTime()).toBe(0);
    expect(readDateValue(1772442900000)?.getTime()).toBe(1772442900000);
    expect(readDateValue('1772442900000')?.getTime()).toBe(1772442900000);
    expect(readDateValue('2026-03-02T09:15:00Z')?.toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(readDateValue('2026-12-31')?.getDate()).toBe(31);
  });

  it('refuses what is no date', () => {
    expect(readDateValue('soon')).toBeUndefined();
    expect(readDateValue(null)).toBeUndefined();
    expect(readDateValue({})).toBeUndefined();
  });
});

describe('formatLocalDate (F0.7)', () => {
  it('applies the pattern as written in English, as the table formatter does', () => {
    expect(formatLocalDate('2026-03-02T09:15:00', { pattern: 'Do MMM YYYY HH:mm:ss' })).toBe('2nd Mar 2026 09:15:00');
    expect(formatLocalDate('2026-12-31', { locale: 'en' })).toBe(formatTableDate('2026-12-31'));
  });

  it('writes Arabic dates with Arabic month names, Western digits', () => {
    expect(formatLocalDate('2026-03-02T09:15:00Z', { locale: 'ar', pattern: 'Do MMM YYYY', timeZone: 'UTC' })).toBe('2 مارس 2026');
    expect(formatLocalDate('2026-03-02T09:15:00Z', { locale: 'ar', pattern: 'Do MMM YYYY HH:mm:ss', timeZone: 'UTC' })).toBe('2 مارس 2026، 09:15:00');
    expect(formatLocalDate('2026-12-31', { locale: 'ar' })).toBe('31 ديسمبر 2026');
    expect(formatLocalDate('2026-12-31', { locale: 'en-US' })).toBe('31st Dec 2026');
  });

  it('keeps the placeholder for empty values and text that is no date as it is', () => {
    expect(formatLocalDate('', { locale: 'ar' })).toBe('--');
    expect(formatLocalDate(null, { locale: 'ar', empty: '—' })).toBe('—');
    expect(formatLocalDate(' soon ', { locale: 'ar' })).toBe('soon');
  });
});

describe('formatLocalNumber and formatLocalMoney (F0.7)', () => {
  it('groups digits and rounds half away from zero', () => {
    expect(formatLocalNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatLocalNumber(1.005, 'ar')).toBe('1.01');
    expect(formatLocalNumber(3.2, 'ar', { decimals: 2, minimumDecimals: 2 })).toBe('3.20');
    expect(formatLocalNumber(-0.001)).toBe('0');
    expect(formatLocalNumber(1234, 'en', { grouping: false })).toBe('1234');
  });

  it('writes money with the operator symbol where it is configured', () => {
    expect(formatLocalMoney(1234.5, { symbol: '$' })).toBe('$1,234.50');
    expect(formatLocalMoney('-5', { symbol: '$' })).toBe('-$5.00');
    expect(formatLocalMoney(10, { symbol: 'ZWG' })).toBe('ZWG 10.00');
    expect(formatLocalMoney(340, { symbol: 'ZWG', position: 'after', locale: 'ar' })).toBe('340.00 ZWG');
    expect(formatLocalMoney('abc', { symbol: '$' })).toBe('--');
    expect(formatLocalMoney(-0.001, { symbol: '$' })).toBe('$0.00');
  });

  it('property: in English it writes what formatMoney writes', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom('', '$', 'ZWG'), fc.constantFrom('before' as const, 'after' as const), (amount, symbol, position) => {
        expect(formatLocalMoney(amount, { symbol, position })).toBe(formatMoney(amount, { symbol, position }));
      }),
    );
  });
});
