import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REMARKS_MAX_LENGTH, isRemarksSubmitDisabled, normaliseRemarks, remarksCounter } from './remarks';

describe('remarks (F3.16)', () => {
  it('has a 400-character limit with a counter', () => {
    expect(REMARKS_MAX_LENGTH).toBe(400);
    expect(remarksCounter('hello')).toEqual({ count: 5, max: 400 });
    expect(remarksCounter('😀😀')).toEqual({ count: 2, max: 400 });
  });

  it('cuts longer remarks at 400', () => {
    expect(normaliseRemarks('a'.repeat(450))).toHaveLength(400);
    expect(normaliseRemarks('short')).toBe('short');
  });

  it('disables Submit while empty or blank, and above 400', () => {
    expect(isRemarksSubmitDisabled('')).toBe(true);
    expect(isRemarksSubmitDisabled('   \n ')).toBe(true);
    expect(isRemarksSubmitDisabled('Late delivery')).toBe(false);
    expect(isRemarksSubmitDisabled('a'.repeat(400))).toBe(false);
    expect(isRemarksSubmitDisabled('a'.repeat(401))).toBe(true);
  });

  it('property: normalised remarks never exceed 400 code points and never split a pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 600 }), (raw) => {
        const remarks = normaliseRemarks(raw);
        expect(Array.from(remarks).length).toBeLessThanOrEqual(400);
        expect(raw.startsWith(remarks)).toBe(true);
        expect(remarks).not.toMatch(/[\ud800-\udbff]$/);
      }),
    );
  });
});
