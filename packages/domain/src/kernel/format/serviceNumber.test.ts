import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breakServiceNumber, parseServiceNbrBreakRule } from './serviceNumber';

describe('parseServiceNbrBreakRule', () => {
  it('reads group sizes in the usual notations', () => {
    expect(parseServiceNbrBreakRule('3,3,4')).toEqual({ groups: [3, 3, 4] });
    expect(parseServiceNbrBreakRule('3-3-4')).toEqual({ groups: [3, 3, 4] });
    expect(parseServiceNbrBreakRule('3 3 4')).toEqual({ groups: [3, 3, 4] });
    expect(parseServiceNbrBreakRule(' 3, 3; 4 ')).toEqual({ groups: [3, 3, 4] });
    expect(parseServiceNbrBreakRule('[2,4,4]')).toEqual({ groups: [2, 4, 4] });
    expect(parseServiceNbrBreakRule([3, 4])).toEqual({ groups: [3, 4] });
  });

  it('reads templates with their own separators', () => {
    expect(parseServiceNbrBreakRule('xxx-xxx-xxxx')).toEqual({ groups: [3, 3, 4], separators: ['-', '-'] });
    expect(parseServiceNbrBreakRule('XXX XXXXXXX')).toEqual({ groups: [3, 7], separators: [' '] });
    expect(parseServiceNbrBreakRule('##.##')).toEqual({ groups: [2, 2], separators: ['.'] });
  });

  it('refuses unusable rules', () => {
    expect(parseServiceNbrBreakRule(undefined)).toBeUndefined();
    expect(parseServiceNbrBreakRule(null)).toBeUndefined();
    expect(parseServiceNbrBreakRule('')).toBeUndefined();
    expect(parseServiceNbrBreakRule('abc')).toBeUndefined();
    expect(parseServiceNbrBreakRule('3,0,4')).toBeUndefined();
    expect(parseServiceNbrBreakRule('[3,"a"]')).toBeUndefined();
    expect(parseServiceNbrBreakRule('[3,')).toBeUndefined();
    expect(parseServiceNbrBreakRule([])).toBeUndefined();
  });
});

describe('breakServiceNumber (F0.7, F2.16)', () => {
  it('breaks a number by the configured groups', () => {
    expect(breakServiceNumber('0771234567', '3,3,4')).toBe('077 123 4567');
    expect(breakServiceNumber('771234567', [2, 3, 4])).toBe('77 123 4567');
    expect(breakServiceNumber('0771234567', 'xxx-xxx-xxxx')).toBe('077-123-4567');
    expect(breakServiceNumber('0771234567', '3,3,4', '-')).toBe('077-123-4567');
  });

  it('puts what is left over in a last group, and stops when the number is short', () => {
    expect(breakServiceNumber('077123456789', '3,3,4')).toBe('077 123 4567 89');
    expect(breakServiceNumber('07712', '3,3,4')).toBe('077 12');
  });

  it('keeps a leading plus with the first group and removes spaces first', () => {
    expect(breakServiceNumber('+263 771234567', '3,2,3,4')).toBe('+263 77 123 4567');
  });

  it('leaves the number as it is without a rule', () => {
    expect(breakServiceNumber('0771234567', undefined)).toBe('0771234567');
    expect(breakServiceNumber('077 123', '')).toBe('077123');
    expect(breakServiceNumber('', '3,3,4')).toBe('');
    expect(breakServiceNumber(null, '3,3,4')).toBe('');
  });

  it('accepts a parsed rule', () => {
    expect(breakServiceNumber('0771234567', { groups: [5, 5] })).toBe('07712 34567');
  });

  it('property: removing the separators gives the number back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }), (digits, groups) => {
        expect(breakServiceNumber(digits, groups).replace(/ /g, '')).toBe(digits);
      }),
    );
  });
});
