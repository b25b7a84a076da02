import { describe, expect, it } from 'vitest';
import { parsePaymentMethodSearch } from '../../payments/checkout/paymentMethodQuery';
import { onboardingPaymentHref, plansOffered, subscriptionTypesOf, toOnboardingOrderRequest } from './order';
import type { OnboardingPlan } from './model';

const plans: OnboardingPlan[] = [
  { offerCode: 'PRE_STARTER', offerName: 'Starter', subscriptionType: 'PREPAID', price: '5.00', priceDisplay: '$5.00', currencySymbol: '$', packageList: [{ id: 'p' }], serviceList: [] },
  { offerCode: 'POST_SMART', offerName: 'Smart', subscriptionType: 'POSTPAID', price: '25.00', priceDisplay: '$25.00', currencySymbol: '$' },
];

describe('onboarding order (F3.19)', () => {
  it('offers every plan, or the postpaid ones for a continued order', () => {
    expect(plansOffered({ plans, simTypes: [] }, {})).toHaveLength(2);
    const continued = { operation: 'SINGLE_OPERATION', subscriptionType: 'POSTPAID' as const, packageList: [], serviceList: [] };
    expect(plansOffered({ plans, simTypes: [] }, { continued }).map((plan) => plan.offerCode)).toEqual(['POST_SMART']);
    expect(subscriptionTypesOf(plans)).toEqual(['PREPAID', 'POSTPAID']);
  });

  it('builds the submit request only from a complete draft', () => {
    const draft = {
      step: 'review' as const,
      coverageAddress: 'Main St 1',
      accNbr: '0771000001',
      simType: 'PHYSICAL_SIM' as const,
      offerCode: 'PRE_STARTER',
      fulfilment: { kind: 'pickup' as const, shop: { orgId: 'S1', busiHallName: 'Central' }, contactName: 'R', contactMobile: '0771234567' },
      signature: 'data:image/png;base64,AA',
    };
    expect(toOnboardingOrderRequest({ ...draft, signature: undefined }, plans[0])).toBeUndefined();
    expect(toOnboardingOrderRequest(draft, plans[0])).toMatchObject({ accNbr: '0771000001', offerCode: 'PRE_STARTER', packageList: [{ id: 'p' }] });
  });

  it('pays through the payment-method page with newConnection and fromOrder=Y (spec 03 §4)', () => {
    const href = onboardingPaymentHref({ orderId: 'O1', orderNbr: 'N1', amount: '30.00', amountDisplay: '$30.00', currencySymbol: '$' }, '0771000001');
    expect(href.startsWith('/selectPaymentMethod?')).toBe(true);
    expect(parsePaymentMethodSearch(href.split('?')[1] ?? '')).toMatchObject({
      payEvent: 'newConnection',
      fromOrder: 'Y',
      custOrderId: 'O1',
      custOrderNbr: 'N1',
      amountDisplay: '$30.00',
      orderItemList: [{ accNbr: '0771000001' }],
    });
  });
});
