import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compose,
  digitsOnly,
  limitLength,
  stripSpaces,
  toAsciiDigits,
  upperCase,
} from './normalise';
import { expectWellFormedAndIdempotent } from '../testing/wellFormedNormaliser';

describe('normalisers (property-based)', () => {
  it('stripSpaces leaves no whitespace, keeps every other character in order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const out = stripSpaces(value);
        expect(out).not.toMatch(/[\s\u00a0\u3000]/);
        expect(out).toBe(
          Array.from(value)
            .filter((ch) => !/[\s\u00a0\u3000]/.test(ch))
            .join(''),
        );
        expect(stripSpaces(out)).toBe(out);
      }),
    );
  });

  it('digitsOnly keeps ASCII digits only, converting Arabic-Indic and Eastern Arabic digits', () => {
    expectWellFormedAndIdempotent(digitsOnly, /^\d*$/);
    expect(digitsOnly('٠٧٧ ۱۲۳-45a')).toBe('07712345');
    expect(toAsciiDigits('٩۹')).toBe('99');
  });

  it('limitLength never exceeds the limit in code points and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 0, max: 80 }),
        (value, max) => {
          const out = limitLength(max)(value);
          expect(Array.from(out).length).toBeLessThanOrEqual(max);
          expect(value.startsWith(out)).toBe(true);
          expect(out).not.toMatch(/[\ud800-\udbff]$/);
        },
      ),
    );
  });

  it('upperCase is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(upperCase(upperCase(value))).toBe(upperCase(value));
      }),
    );
  });

  it('compose applies left to right', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(compose(stripSpaces, upperCase)(value)).toBe(upperCase(stripSpaces(value)));
      }),
    );
  });
});
