import { describe, expect, it } from 'vitest';
import { checkoutReducer, checkoutSteps, initialCheckoutState, readyToSave, stepErrors, toSaveRequest } from './checkoutFlow';
import { changedFeeItems, splitVat, validateBuyerInfo, validatePickupContact } from './checkoutRules';

const address = { addressId: 'A1', contactName: 'Tariro Moyo', contactMobile: '0771234567', addressText: '1 Main St' };

describe('F4.4 checkout flow', () => {
  it('asks who collects only for a pickup', () => {
    expect(checkoutSteps('delivery')).toEqual(['fulfilment', 'buyer', 'review']);
    expect(checkoutSteps('pickup')).toEqual(['fulfilment', 'contact', 'buyer', 'review']);
  });

  it('does not leave a step with errors', () => {
    const start = initialCheckoutState();
    expect(stepErrors(start)).toEqual({ address: 'gaia_checkout_shop_address_required' });
    expect(checkoutReducer(start, { type: 'next' }).step).toBe('fulfilment');
    const pickup = checkoutReducer(start, { type: 'chooseMethod', method: 'pickup' });
    expect(stepErrors(pickup)).toEqual({ shop: 'gaia_checkout_shop_shop_required' });
  });

  it('walks a pickup to the review and builds its save', () => {
    let state = initialCheckoutState({ contact: { contactName: 'Tariro Moyo', contactMobile: '0771234567' } });
    state = checkoutReducer(state, { type: 'chooseMethod', method: 'pickup' });
    state = checkoutReducer(state, { type: 'chooseShop', shop: { orgId: 'BH-1', name: 'Central' } });
    state = checkoutReducer(state, { type: 'next' });
    expect(state.step).toBe('contact');
    state = checkoutReducer(state, { type: 'next' });
    state = checkoutReducer(state, { type: 'next' });
    expect(state.step).toBe('review');
    expect(readyToSave(state)).toBe(true);
    expect(toSaveRequest(state, [{ skuId: 'S', quantity: 1, price: 5 }])).toEqual({
      itemList: [{ skuId: 'S', quantity: 1, price: 5 }],
      buyerInfo: { buyerType: 'INDIVIDUAL', buyerName: 'Tariro Moyo' },
      deliveryType: 'PICKUP',
      pickup: { orgId: 'BH-1', contactName: 'Tariro Moyo', contactMobile: '0771234567' },
    });
  });

  it('keeps the state after a failed save and freezes after a saved one', () => {
    let state = checkoutReducer(initialCheckoutState({ buyer: { buyerType: 'INDIVIDUAL', buyerName: 'T M' } }), { type: 'chooseAddress', address });
    state = checkoutReducer(state, { type: 'saveStarted' });
    expect(state.status).toBe('saving');
    expect(checkoutReducer(state, { type: 'chooseMethod', method: 'pickup' }).method).toBe('delivery');
    state = checkoutReducer(state, { type: 'saveFailed', message: 'no' });
    expect(state).toMatchObject({ status: 'saveFailed', address });
    state = checkoutReducer(state, { type: 'saved', order: { custOrderId: 'O', custOrderNbr: 'N', total: 1, totalDisplay: '$1.00', currencySymbol: '$' } });
    expect(checkoutReducer(state, { type: 'back' })).toBe(state);
  });

  it('goes forward by goTo only through complete steps', () => {
    const state = initialCheckoutState();
    expect(checkoutReducer(state, { type: 'goTo', step: 'review' }).step).toBe('fulfilment');
  });
});

describe('F4.4 checkout rules', () => {
  it('checks the pickup contact', () => {
    expect(validatePickupContact({ contactName: '', contactMobile: '' })).toEqual({
      contactName: 'gaia_checkout_shop_contact_name_required',
      contactMobile: 'gaia_checkout_shop_contact_mobile_required',
    });
    expect(validatePickupContact({ contactName: 'R2D2', contactMobile: '12ab' })).toEqual({
      contactName: 'gaia_checkout_shop_contact_name_invalid',
      contactMobile: 'gaia_checkout_shop_contact_mobile_invalid',
    });
    expect(validatePickupContact({ contactName: 'x'.repeat(61), contactMobile: '0771234567' }).contactName).toBe('gaia_checkout_shop_contact_name_max');
  });

  it('asks a company for its tax number and checks the e-mail', () => {
    expect(validateBuyerInfo({ buyerType: 'COMPANY', buyerName: 'Acme', taxNumber: '' })).toEqual({ taxNumber: 'gaia_checkout_shop_buyer_tax_required' });
    expect(validateBuyerInfo({ buyerType: 'INDIVIDUAL', buyerName: 'T', email: 'nope' })).toEqual({ email: 'gaia_checkout_shop_buyer_email_invalid' });
    expect(validateBuyerInfo({ buyerType: 'COMPANY', buyerName: 'Acme', taxNumber: 'ZW-12345' })).toEqual({});
  });

  it('splits VAT so the parts add up to the total', () => {
    expect(splitVat(18.5, 0.16)).toEqual({ totalBeforeTax: 15.95, tax: 2.55 });
    const { totalBeforeTax, tax } = splitVat(249.9, 0.16);
    expect(Math.round((totalBeforeTax + tax) * 100)).toBe(24990);
  });

  it('lists items whose price changed', () => {
    const item = { skuId: 'S', name: 'n', attrs: [], quantity: 1, price: 5, amount: 5 };
    expect(changedFeeItems({ itemList: [item, { ...item, skuId: 'T', previousPrice: 4 }], totalBeforeTax: 0, tax: 0, taxRate: 0.16, total: 0, currencySymbol: '$', priceChanged: true }).map((i) => i.skuId)).toEqual(['T']);
  });
});
