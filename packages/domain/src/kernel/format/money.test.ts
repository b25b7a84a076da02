import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_DECIMALS, currencyPositionOf, formatAmountCompact, formatMoney, readMoneyValue, roundAmount, toFixedAmount } from './money';
import { expectDollarRoundTrip } from '../testing/dollarRoundTrip';

describe('toFixedAmount', () => {
  it('rounds half away from zero on the decimal digits', () => {
    expect(AMOUNT_DECIMALS).toBe(2);
    expect(toFixedAmount(1.005)).toBe('1.01');
    expect(toFixedAmount(1.004)).toBe('1.00');
    expect(toFixedAmount(-1.005)).toBe('-1.01');
    expect(toFixedAmount(2.675)).toBe('2.68');
    expect(toFixedAmount(10)).toBe('10.00');
    expect(toFixedAmount(0.1 + 0.2)).toBe('0.30');
    expect(toFixedAmount(1234.5, 0)).toBe('1235');
    expect(toFixedAmount(1e-7)).toBe('0.00');
    expect(toFixedAmount(-0.001)).toBe('0.00');
    expect(toFixedAmount(0.5, 3)).toBe('0.500');
  });

  it('prints very large amounts plainly', () => {
    expect(toFixedAmount(1e20)).toBe('100000000000000000000.00');
  });

  it('rounds numbers', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(3.14159, 3)).toBe(3.142);
  });

  it('property: the text has exactly the decimals asked and stays within half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (amount, decimals) => {
        const text = toFixedAmount(amount, decimals);
        const fraction = text.split('.')[1] ?? '';
        expect(fraction.length).toBe(decimals);
        expect(Math.abs(Number(text) - amount)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-6);
      }),
    );
  });
});

describe('readMoneyValue', () => {
  it('reads numbers and money text', () => {
    expect(readMoneyValue(12)).toBe(12);
    expect(readMoneyValue('1,234.50')).toBe(1234.5);
    expect(readMoneyValue('$ 12')).toBe(12);
    expect(readMoneyValue('12.5 ZWG')).toBe(12.5);
    expect(readMoneyValue('-$5.00')).toBe(-5);
    expect(readMoneyValue('.5')).toBe(0.5);
  });

  it('refuses what is not one amount', () => {
    expect(readMoneyValue('')).toBeUndefined();
    expect(readMoneyValue('abc')).toBeUndefined();
    expect(readMoneyValue('5 and 6')).toBeUndefined();
    expect(readMoneyValue('1.2.3')).toBeUndefined();
    expect(readMoneyValue(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(readMoneyValue(null)).toBeUndefined();
    expect(readMoneyValue({})).toBeUndefined();
  });
});

describe('currencyPositionOf', () => {
  const inFront: [flag: boolean | string | undefined, position: string][] = [
    [true, 'before'], ['Y', 'before'], ['true', 'before'],
    [false, 'after'], ['N', 'after'],
    [undefined, 'before'], ['', 'before'],
  ];

  it.each(inFront)('reads currencySymbolInFront: %j → %s', (flag, position) => {
    expect(currencyPositionOf(flag)).toBe(position);
  });
});

describe('formatMoney (F0.7)', () => {
  it('formats to 2 decimals with grouped digits and the symbol in front', () => {
    expect(formatMoney(1234.5, { symbol: '$' })).toBe('$1,234.50');
    expect(formatMoney('1000', { symbol: '$' })).toBe('$1,000.00');
    expect(formatMoney(-5, { symbol: '$' })).toBe('-$5.00');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('puts the symbol behind with a space', () => {
    expect(formatMoney(1234.5, { symbol: 'ZWG', position: 'after' })).toBe('1,234.50 ZWG');
    expect(formatMoney(-1, { symbol: 'LYD', position: 'after' })).toBe('-1.00 LYD');
  });

  it('separates a multi-letter symbol in front', () => {
    expect(formatMoney(10, { symbol: 'ZWG' })).toBe('ZWG 10.00');
  });

  it('honours displayScale and grouping', () => {
    expect(formatMoney(1234.567, { decimals: 3 })).toBe('1,234.567');
    expect(formatMoney(1234.5, { grouping: false })).toBe('1234.50');
    expect(formatMoney(1234.5, { decimals: 0 })).toBe('1,235');
  });

  it("shows '--' for empty or non-numeric amounts", () => {
    expect(formatMoney(undefined, { symbol: '$' })).toBe('--');
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney('')).toBe('--');
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney('', { placeholder: '-' })).toBe('-');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001, { symbol: '$' })).toBe('$0.00');
  });

  it('property: reading the formatted text gives the rounded amount back', () => {
    expectDollarRoundTrip((amount) => formatMoney(amount, { symbol: '$' }), readMoneyValue, 1e11);
  });
});

describe('formatAmountCompact', () => {
  it('drops trailing zeros', () => {
    expect(formatAmountCompact(10)).toBe('10');
    expect(formatAmountCompact(3.2)).toBe('3.2');
    expect(formatAmountCompact(1000.5)).toBe('1,000.5');
    expect(formatAmountCompact(1000.5, 2, false)).toBe('1000.5');
    expect(formatAmountCompact(0.004)).toBe('0');
    expect(formatAmountCompact(-0.004)).toBe('0');
    expect(formatAmountCompact(1.999)).toBe('2');
  });
});
