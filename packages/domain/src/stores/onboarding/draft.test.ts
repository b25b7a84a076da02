import { describe, expect, it } from 'vitest';
import { initialOnboardingDraft, parseOnboardingDraft, serializeOnboardingDraft } from './draft';
import type { OnboardingDraft } from './model';

describe('onboarding draft in session storage (F3.19: entries survive a reload)', () => {
  const full: OnboardingDraft = {
    step: 'review',
    coverageAddress: '12 Samora Machel Ave',
    accNbr: '0771000001',
    simType: 'E_SIM',
    offerCode: 'POST_SMART',
    identity: { idNbr: '63123456A78', firstName: 'RUDO', lastName: 'CHIKORE', gender: 'female', birthday: '19900101', contactMobile: '0771234567' },
    fulfilment: { kind: 'pickup', shop: { orgId: 'S1', busiHallName: 'Central' }, contactName: 'Rudo', contactMobile: '0771234567' },
    signature: 'data:image/png;base64,AAAA',
    order: { orderId: 'O1', orderNbr: 'N1', amount: '25.00', amountDisplay: '$25.00', currencySymbol: '$' },
  };

  it('reads back what it wrote', () => {
    expect(parseOnboardingDraft(serializeOnboardingDraft(full))).toEqual(full);
  });

  it('gives a fresh onboarding for nothing or malformed text', () => {
    expect(parseOnboardingDraft(null)).toEqual({ step: 'coverage' });
    expect(parseOnboardingDraft('{oops')).toEqual({ step: 'coverage' });
    expect(initialOnboardingDraft('  Main St 1 ')).toEqual({ step: 'coverage', coverageAddress: 'Main St 1' });
  });

  it('drops the parts without their shape and keeps the rest', () => {
    const text = JSON.stringify({ ...full, step: 'nowhere', simType: 'USB', signature: 'javascript:alert(1)', fulfilment: { kind: 'pickup', shop: {} } });
    const draft = parseOnboardingDraft(text);
    expect(draft.step).toBe('coverage');
    expect(draft.simType).toBeUndefined();
    expect(draft.signature).toBeUndefined();
    expect(draft.fulfilment).toBeUndefined();
    expect(draft.accNbr).toBe('0771000001');
  });
});
