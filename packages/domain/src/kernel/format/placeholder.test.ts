import { describe, expect, it } from 'vitest';
import { EMPTY_PLACEHOLDER, isBlankValue, orPlaceholder } from './placeholder';

describe('orPlaceholder (F0.7)', () => {
  it("shows '--' for empty values", () => {
    expect(EMPTY_PLACEHOLDER).toBe('--');
    expect(orPlaceholder(undefined)).toBe('--');
    expect(orPlaceholder(null)).toBe('--');
    expect(orPlaceholder('')).toBe('--');
    expect(orPlaceholder('   ')).toBe('--');
    expect(orPlaceholder(Number.NaN)).toBe('--');
  });

  it('keeps real values, zero included', () => {
    expect(orPlaceholder(0)).toBe('0');
    expect(orPlaceholder('ABC')).toBe('ABC');
    expect(orPlaceholder(12.5)).toBe('12.5');
  });

  it('takes another placeholder', () => {
    expect(orPlaceholder('', 'n/a')).toBe('n/a');
  });

  it('tells blank values apart', () => {
    expect(isBlankValue(false)).toBe(false);
    expect(isBlankValue({})).toBe(false);
    expect(isBlankValue(' ')).toBe(true);
  });
});
