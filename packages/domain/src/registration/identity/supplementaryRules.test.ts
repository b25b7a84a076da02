import { describe, expect, it } from 'vitest';
import { ruleErrors } from '../../kernel/forms/formRules';
import {
  emptySupplementaryValues,
  normaliseStreet,
  normaliseSuburbSearch,
  supplementaryRules,
  supplementaryValuesOf,
  toSupplementaryData,
} from './supplementaryRules';

/** The reference entries chosen: the form holds their ids, the step data their names as well. */
const chosen = {
  suburb: { id: 'SUB-AVONDALE', name: 'AVONDALE' },
  province: { id: 'P-HRE', name: 'HARARE' },
  city: { id: 'C-HRE', name: 'HARARE' },
  town: { id: 'T-HRE-CBD', name: 'HARARE CBD' },
};

const filled = {
  title: 'MR',
  maritalStatus: 'S',
  street: '12 SAMORA MACHEL AVE',
  suburb: chosen.suburb.id,
  province: chosen.province.id,
  city: chosen.city.id,
  town: chosen.town.id,
};

describe('supplementary rules (F2.6, spec 02 §5 "Supplementary")', () => {
  it('requires every field', () => {
    expect(Object.keys(ruleErrors(supplementaryRules, emptySupplementaryValues))).toEqual([
      'title',
      'maritalStatus',
      'street',
      'suburb',
      'province',
      'city',
      'town',
    ]);
    expect(ruleErrors(supplementaryRules, filled)).toEqual({});
  });

  it('caps the street at 150 characters and upper-cases it', () => {
    expect(
      ruleErrors(supplementaryRules, { ...filled, street: 'A'.repeat(150) }).street,
    ).toBeUndefined();
    expect(ruleErrors(supplementaryRules, { ...filled, street: 'A'.repeat(151) }).street).toBe(
      'gaia_signup_supp_street_too_long',
    );
    expect(normaliseStreet('12 samora machel')).toBe('12 SAMORA MACHEL');
  });

  it('upper-cases the suburb search and cuts it at 150', () => {
    expect(normaliseSuburbSearch('avon')).toBe('AVON');
    expect(normaliseSuburbSearch('b'.repeat(160))).toBe('B'.repeat(150));
  });

  it('makes the step data with the chosen names, and restores the form from it', () => {
    const data = toSupplementaryData({ ...filled, street: ' 12 samora ' }, chosen);
    expect(data.street).toBe('12 SAMORA');
    expect(data.suburb).toEqual(chosen.suburb);
    expect(supplementaryValuesOf(data)).toEqual({ ...filled, street: '12 SAMORA' });
  });
});
