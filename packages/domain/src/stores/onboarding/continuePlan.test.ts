import { describe, expect, it } from 'vitest';
import { continueOrderPlan } from '../../orders/continueOrder';
import { unfinishedNewConnection } from '../../orders/order.fixtures';
import { draftFromContinuePlan, isOnboardingContinuePlan } from './continuePlan';

describe('reopening onboarding at step 2 from an order (F3.16, F3.19)', () => {
  const order = unfinishedNewConnection;

  it('accepts the plan My Orders sends and opens at the number step with its package', () => {
    const plan = continueOrderPlan(order, false);
    expect(isOnboardingContinuePlan(plan)).toBe(true);
    if (!isOnboardingContinuePlan(plan)) return;
    const draft = draftFromContinuePlan(plan);
    expect(draft).toMatchObject({ step: 'number', simType: 'E_SIM', offerCode: 'POST_SMART' });
    expect(draft.continued).toEqual({
      operation: 'SINGLE_OPERATION',
      subscriptionType: 'POSTPAID',
      packageList: [{ id: 'P1' }],
      serviceList: [{ id: 'S1' }],
      offer: { offerCode: 'POST_SMART', offerName: 'Smart' },
    });
  });

  it('a physical SIM when the order is not an eSIM one', () => {
    const plan = continueOrderPlan({ ...order, extData: {} }, false);
    expect(isOnboardingContinuePlan(plan) && draftFromContinuePlan(plan).simType).toBe('PHYSICAL_SIM');
  });

  it('refuses any other navigation state', () => {
    expect(isOnboardingContinuePlan(undefined)).toBe(false);
    expect(isOnboardingContinuePlan({ kind: 'onboarding', operation: 'OTHER' })).toBe(false);
    expect(isOnboardingContinuePlan({ ...continueOrderPlan(order, false), subscriptionType: 'PREPAID' })).toBe(false);
  });
});
