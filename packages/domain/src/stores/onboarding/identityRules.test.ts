import { describe, expect, it } from 'vitest';
import { ruleErrors } from '../../kernel/forms/formRules';
import { onboardingIdentityRules, toOnboardingIdentity } from './identityRules';

describe('identity of a new customer (F3.19 step 4, spec 02 §5 rules)', () => {
  const rules = onboardingIdentityRules({ config: { mobilePattern: '^07\\d{8}$' }, idFormat: /^\d{8}[A-Z]\d{2}$/, today: { year: 2026, month: 11, day: 25 } });
  const valid = { idNbr: '63123456A78', firstName: 'Rudo', lastName: 'Chikore', gender: 'female', birthday: '19900101', contactMobile: '0771234567' };

  it('passes complete details', () => {
    expect(ruleErrors(rules, valid)).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const errors = ruleErrors(rules, { idNbr: 'X1', firstName: '', lastName: ' ', gender: '', birthday: '', contactMobile: '12' });
    expect(Object.keys(errors).sort()).toEqual(['birthday', 'contactMobile', 'firstName', 'gender', 'idNbr', 'lastName']);
  });

  it('refuses someone under 16', () => {
    expect(ruleErrors(rules, { ...valid, birthday: '20150101' }).birthday).toBeDefined();
  });

  it('upper-cases the names', () => {
    expect(toOnboardingIdentity(valid)).toMatchObject({ firstName: 'RUDO', lastName: 'CHIKORE', gender: 'female' });
  });
});
