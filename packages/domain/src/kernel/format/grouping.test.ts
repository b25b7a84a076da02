import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIGIT_GROUP_SIZE, groupDigits } from './grouping';

describe('groupDigits (F0.7)', () => {
  it('groups whole digits by 3 from the right', () => {
    expect(DIGIT_GROUP_SIZE).toBe(3);
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits(1234567.5)).toBe('1,234,567.5');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('0.123456')).toBe('0.123456');
    expect(groupDigits(0)).toBe('0');
  });

  it('takes another size and separator', () => {
    expect(groupDigits('1234567', { size: 4, separator: ' ' })).toBe('123 4567');
    expect(groupDigits('1234567', { separator: '\u066c' })).toBe('1\u066c234\u066c567');
  });

  it('leaves text that is not a plain number alone', () => {
    expect(groupDigits('$1234')).toBe('$1234');
    expect(groupDigits('12a34')).toBe('12a34');
    expect(groupDigits('')).toBe('');
  });

  it('prints large numbers without an exponent', () => {
    expect(groupDigits(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('property: removing the separators gives the digits back, and no group is longer than 3', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,30}$/), (digits) => {
        const grouped = groupDigits(digits);
        expect(grouped.replace(/,/g, '')).toBe(digits);
        const groups = grouped.split(',');
        expect(groups.slice(1).every((group) => group.length === 3)).toBe(true);
        expect(groups[0]!.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]!.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
