import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NUMBER_SEARCH_ERROR_KEY, NUMBER_SEARCH_LENGTH, normaliseNumberSearch, validateNumberSearch } from './numberSearch';

describe('number search (F2.15)', () => {
  it('needs exactly 4 characters, else gaia_nbr_search_error_tip', () => {
    expect(NUMBER_SEARCH_LENGTH).toBe(4);
    expect(NUMBER_SEARCH_ERROR_KEY).toBe('gaia_nbr_search_error_tip');
    expect(validateNumberSearch('1234')).toBeUndefined();
    expect(validateNumberSearch('12a4')).toBeUndefined();
    expect(validateNumberSearch('123')).toBe('gaia_nbr_search_error_tip');
    expect(validateNumberSearch('1')).toBe('gaia_nbr_search_error_tip');
    expect(validateNumberSearch('12345')).toBe('gaia_nbr_search_error_tip');
  });

  it('treats an empty box as no search', () => {
    expect(validateNumberSearch('')).toBeUndefined();
    expect(validateNumberSearch('   ')).toBeUndefined();
  });

  it('normalises as typed: ASCII digits, no spaces, at most 4', () => {
    expect(normaliseNumberSearch(' 12 34 ')).toBe('1234');
    expect(normaliseNumberSearch('١٢٣٤٥')).toBe('1234');
    expect(normaliseNumberSearch('123456')).toBe('1234');
  });

  it('property: a normalised term is at most 4 characters without spaces, and idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const term = normaliseNumberSearch(raw);
        expect(Array.from(term).length).toBeLessThanOrEqual(4);
        expect(term).not.toMatch(/\s/);
        expect(normaliseNumberSearch(term)).toBe(term);
        const error = validateNumberSearch(term);
        expect(error === undefined).toBe(term.length === 0 || Array.from(term).length === 4);
      }),
    );
  });
});
