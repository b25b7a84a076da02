import { describe, expect, it } from 'vitest';
import { readMoneyValue } from './money';
import { EMPTY_PLACEHOLDER } from './placeholder';
import { formatTableCell, formatTableDate, formatTableDateTime, formatTablePrice } from './table';
import { isCopyableColumn, readTableValue, tableCellCopyText, tableColumnType } from './tableColumns';
import { casesByRule } from '../testing/casesByRule';
import { expectDollarRoundTrip } from '../testing/dollarRoundTrip';

describe('tableColumnType', () => {
  it('reads the documented types case-insensitively and falls back to text', () => {
    expect(tableColumnType({ TYPE: 'date' })).toBe('date');
    expect(tableColumnType({ TYPE: 'DATETIME' })).toBe('datetime');
    expect(tableColumnType({ TYPE: 'accnbr' })).toBe('accNbr');
    expect(tableColumnType({ TYPE: ' serviceNbr ' })).toBe('serviceNbr');
    expect(tableColumnType({ TYPE: 'price' })).toBe('price');
    expect(tableColumnType({ TYPE: 'money' })).toBe('text');
    expect(tableColumnType({})).toBe('text');
  });
});

describe('isCopyableColumn', () => {
  it('accepts the flag forms a server sends', () => {
    for (const yes of [true, 'Y', 'y', 'true', 'YES', 1, '1']) expect(isCopyableColumn({ CAN_COPY: yes })).toBe(true);
    for (const no of [false, 'N', 'n', '', 0, null, undefined, 'false']) expect(isCopyableColumn({ CAN_COPY: no })).toBe(false);
  });
});

describe('readTableValue', () => {
  it('reads flat fields first, then dotted paths', () => {
    expect(readTableValue({ a: 1 }, 'a')).toBe(1);
    expect(readTableValue({ 'a.b': 'flat', a: { b: 'nested' } }, 'a.b')).toBe('flat');
    expect(readTableValue({ a: { b: { c: 'deep' } } }, 'a.b.c')).toBe('deep');
    expect(readTableValue({ a: null }, 'a.b')).toBeUndefined();
    expect(readTableValue({}, 'missing')).toBeUndefined();
  });
});

describe('formatTableDate and formatTableDateTime', () => {
  const dates: [value: string | Date, shown: string][] = [
    ['2024-01-01', '1st Jan 2024'], ['2024-03-22 08:05:09', '22nd Mar 2024'], ['2024-11-13', '13th Nov 2024'],
    ['20240203', '3rd Feb 2024'], [new Date(2023, 6, 4), '4th Jul 2023'],
  ];

  it.each(dates)("formats dates as 'Do MMM YYYY': %j → %s", (value, shown) => {
    expect(formatTableDate(value)).toBe(shown);
  });

  it('formats date-times with HH:mm:ss', () => {
    expect(formatTableDateTime('2024-03-22 18:05:09')).toBe('22nd Mar 2024 18:05:09');
    const ms = new Date(2024, 0, 2, 3, 4, 5).getTime();
    expect(formatTableDateTime(ms)).toBe('2nd Jan 2024 03:04:05');
    expect(formatTableDateTime(String(ms))).toBe('2nd Jan 2024 03:04:05');
  });

  it('takes a configured format, shows the placeholder when empty and keeps text that is not a date', () => {
    expect(formatTableDate('2024-12-31', 'DD/MM/YYYY')).toBe('31/12/2024');
    expect(formatTableDate('')).toBe(EMPTY_PLACEHOLDER);
    expect(formatTableDate(null)).toBe('--');
    expect(formatTableDate('not a date')).toBe('not a date');
  });
});

describe('formatTablePrice', () => {
  const dollars = { currencySymbol: '$' };
  const prices = casesByRule<[value: number | string | undefined, options: Parameters<typeof formatTablePrice>[1], shown: string]>({
    'shows two decimals, grouped thousands and the symbol before or after': [
      [12.5, dollars, '$12.50'], ['1234567.891', dollars, '$1,234,567.89'],
      [10, { currencySymbol: 'ZWL', currencyPosition: 'after' }, '10.00 ZWL'],
      [-5, dollars, '-$5.00'], ['1,000', {}, '1,000.00'], [0, dollars, '$0.00'], [-0.001, dollars, '$0.00'],
    ],
    'shows the placeholder when empty and keeps non-numeric text': [[undefined, dollars, '--'], ['free', dollars, 'free']],
  });

  it.each(prices)('%s: %j with %j → %s', (_rule, value, options, shown) => {
    expect(formatTablePrice(value, options)).toBe(shown);
  });

  it('always has exactly two decimals and round-trips the amount (property)', () => {
    expectDollarRoundTrip((amount) => formatTablePrice(amount, { currencySymbol: '$' }), (text) => readMoneyValue(text.replace('$', '')), 1e12);
  });
});

describe('formatTableCell', () => {
  const options = { currencySymbol: '$', currencyPosition: 'before' as const };
  it('formats by column type and shows -- for empty values', () => {
    expect(formatTableCell('2024-01-01', { TYPE: 'date' }, options)).toBe('1st Jan 2024');
    expect(formatTableCell('2024-01-01 10:00:00', { TYPE: 'datetime' }, options)).toBe('1st Jan 2024 10:00:00');
    expect(formatTableCell(3, { TYPE: 'price' }, options)).toBe('$3.00');
    expect(formatTableCell(' 0771234567 ', { TYPE: 'accNbr' }, options)).toBe('0771234567');
    expect(formatTableCell('abc', { TYPE: 'text' }, options)).toBe('abc');
    expect(formatTableCell(0, { TYPE: 'text' }, options)).toBe('0');
    for (const type of ['text', 'date', 'datetime', 'price', 'accNbr', 'serviceNbr']) {
      expect(formatTableCell(null, { TYPE: type }, options)).toBe('--');
      expect(formatTableCell('  ', { TYPE: type }, options)).toBe('--');
    }
    expect(formatTableCell(undefined, { TYPE: 'text' }, { empty: '' })).toBe('');
  });

  it('writes dates in the interface language: Arabic month names, the same fields', () => {
    const arabic = { ...options, locale: 'ar' };
    expect(formatTableCell('2024-01-01', { TYPE: 'date' }, arabic)).toBe('1 يناير 2024');
    expect(formatTableCell('2024-01-01 10:00:00', { TYPE: 'datetime' }, arabic)).toBe('1 يناير 2024، 10:00:00');
    expect(formatTableCell(1234.5, { TYPE: 'price' }, arabic)).toBe('$1,234.50');
    expect(formatTableCell(null, { TYPE: 'date' }, arabic)).toBe('--');
  });
});

describe('tableCellCopyText', () => {
  it('copies the raw value, trimmed', () => {
    expect(tableCellCopyText(' 0771234567 ')).toBe('0771234567');
    expect(tableCellCopyText(12.5)).toBe('12.5');
    expect(tableCellCopyText(null)).toBe('');
  });
});
