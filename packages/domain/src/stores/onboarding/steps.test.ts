import { describe, expect, it } from 'vitest';
import { nextStep, onboardingSteps, previousStep, reachableStep, stepComplete, stepNumber } from './steps';

describe('onboarding steps (F3.19, ADR 0023)', () => {
  it('a visitor goes through eight steps, a signed-in customer skips identity', () => {
    expect(onboardingSteps(false)).toEqual(['coverage', 'number', 'package', 'identity', 'delivery', 'signature', 'review', 'payment']);
    expect(onboardingSteps(true)).not.toContain('identity');
    expect(nextStep('package', true)).toBe('delivery');
    expect(nextStep('package', false)).toBe('identity');
    expect(previousStep('delivery', true)).toBe('package');
    expect(previousStep('coverage', false)).toBe('coverage');
    expect(stepNumber('delivery', true)).toBe(4);
  });

  it('a step is complete once its entries are there', () => {
    expect(stepComplete('coverage', { step: 'coverage' }, false)).toBe(false);
    expect(stepComplete('coverage', { step: 'coverage', coverageAddress: 'Main St 1' }, false)).toBe(true);
    expect(stepComplete('number', { step: 'number', accNbr: '0771000001' }, false)).toBe(true);
    expect(stepComplete('package', { step: 'package', simType: 'E_SIM' }, false)).toBe(false);
    expect(stepComplete('identity', { step: 'identity' }, true)).toBe(true);
  });

  it('opens at the first incomplete step before the one asked for', () => {
    const draft = { step: 'review' as const, coverageAddress: 'Main St 1', accNbr: '0771000001' };
    expect(reachableStep('review', draft, true)).toBe('package');
    expect(reachableStep('number', draft, true)).toBe('number');
    expect(reachableStep('identity', { ...draft, simType: 'E_SIM' as const, offerCode: 'PRE_PLUS' }, true)).toBe('delivery');
  });

  it('an order reopened by Continue counts its coverage as checked (spec 03 §4)', () => {
    const draft = { step: 'number' as const, continued: { operation: 'SINGLE_OPERATION', subscriptionType: 'POSTPAID' as const, packageList: [], serviceList: [] } };
    expect(reachableStep('number', draft, true)).toBe('number');
  });
});
