import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MASK_RULE, lastCharacters, maskIccid, maskText } from './mask';

describe('maskText (F0.7)', () => {
  it('keeps 3 leading and 3 trailing characters with 4 stars between by default', () => {
    expect(DEFAULT_MASK_RULE).toEqual({ leading: 3, trailing: 3, stars: 4 });
    expect(maskText('0771234567')).toBe('077****567');
    expect(maskText('someone@example.com')).toBe('som****com');
  });

  it('always shows 4 stars, whatever is hidden', () => {
    expect(maskText('1234567')).toBe('123****567');
    expect(maskText('12345678901234567890')).toBe('123****890');
  });

  it('takes another rule', () => {
    expect(maskText('0771234567', { leading: 2, trailing: 2, stars: 3 })).toBe('07***67');
    expect(maskText('0771234567', { leading: 0, trailing: 4 })).toBe('****4567');
  });

  const shortValues: [value: string | undefined, masked: string][] = [
    ['123456', '1****56'], ['12', '****2'], ['1', '****'], ['', ''], [undefined, ''],
  ];

  it.each(shortValues)('still hides at least half of a value too short for the rule: %j → %j', (value, masked) => {
    expect(maskText(value)).toBe(masked);
  });

  it('counts code points', () => {
    expect(maskText('😀😀😀1234😀😀😀')).toBe('😀😀😀****😀😀😀');
  });

  it('property: never shows more than the rule allows, nor more than half of a short value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const masked = maskText(value);
        const length = Array.from(value).length;
        if (length === 0) {
          expect(masked).toBe('');
        } else {
          const visible = Array.from(masked).length - 4;
          expect(masked).toContain('****');
          expect(visible).toBeLessThanOrEqual(6);
          if (length <= 6) expect(visible).toBeLessThanOrEqual(Math.floor(length / 2));
        }
      }),
    );
  });
});

describe('SIM serial (F2.16)', () => {
  const serials: [iccid: string | undefined, masked: string][] = [
    ['8926300000012345678', '****5678'], ['12', '****12'], ['', ''], [undefined, ''],
  ];

  it.each(serials)('shows only the last 4 characters: %j → %j', (iccid, masked) => {
    expect(maskIccid(iccid)).toBe(masked);
  });

  it('shows only the last 4 characters', () => {
    expect(lastCharacters('8926300000012345678', 4)).toBe('5678');
    expect(lastCharacters('abc', 0)).toBe('');
  });
});
