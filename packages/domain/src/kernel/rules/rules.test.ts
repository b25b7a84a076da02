import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PATTERN_INPUT_MAX_LENGTH, exceedsLength, matches, maxLength } from './rules';

describe('length before pattern', () => {
  it('exceedsLength counts code points, as maxLength always has', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat(40), (value, max) => {
        expect(exceedsLength(value, max)).toBe(Array.from(value).length > max);
      }),
    );
    expect(exceedsLength('😀'.repeat(60), 60)).toBe(false);
    expect(exceedsLength('😀'.repeat(61), 60)).toBe(true);
    expect(maxLength(60, 'too_long')('x'.repeat(200_000))).toBe('too_long');
  });

  it('matches refuses a value over its cap without running the pattern', () => {
    let ran = 0;
    const counting = { test: () => (ran += 1) > 0 } as unknown as RegExp;
    const rule = matches(counting, 'invalid');
    expect(rule('x'.repeat(PATTERN_INPUT_MAX_LENGTH))).toBeUndefined();
    expect(ran).toBe(1);
    expect(rule('x'.repeat(PATTERN_INPUT_MAX_LENGTH + 1))).toBe('invalid');
    expect(ran).toBe(1);
    expect(matches(/^\d+$/, 'invalid', 4)('12345')).toBe('invalid');
    expect(matches(/^\d+$/, 'invalid', 4)('1234')).toBeUndefined();
    expect(rule('')).toBeUndefined();
  });
});
