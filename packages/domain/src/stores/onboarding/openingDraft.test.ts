import { describe, expect, it } from 'vitest';
import { continueOrderPlan } from '../../orders/continueOrder';
import { openingDraft } from './openingDraft';

describe('the draft /onboarding opens with (F3.19, ADR 0023)', () => {
  const stored = { step: 'coverage' as const };

  it('the map’s address (currentAddr) fills the coverage step and opens the number step', () => {
    expect(openingDraft(stored, '?currentAddr=12%20Samora%20Machel%20Ave', null)).toEqual({ step: 'number', coverageAddress: '12 Samora Machel Ave' });
    // A draft further on stays where it was, with the new address.
    expect(openingDraft({ step: 'review', accNbr: '780000100' }, '?currentAddr=Main', null)).toMatchObject({ step: 'review', coverageAddress: 'Main' });
  });

  it('the temporary-login address screen’s hand-back opens delivery with that address', () => {
    const address = { contactName: 'Rufaro', contactMobile: '0779876543', addrDetail: '1 Main St', isDefault: 0 };
    const draft = openingDraft(stored, `?deliveryAddress=${encodeURIComponent(JSON.stringify(address))}`, null);
    expect(draft).toMatchObject({ step: 'delivery', fulfilment: { kind: 'delivery', address } });
    expect(openingDraft(stored, '?deliveryAddress=%7Bbroken', null)).toEqual(stored);
  });

  it('a Continue plan starts afresh at step 2, whatever was stored', () => {
    const plan = continueOrderPlan({ orderId: 'O', orderNbr: 'N', orderState: 'A', extData: { esimFlag: 'Y' }, orderItemList: [{ offerCode: 'POST_MAX' }] }, false);
    expect(openingDraft({ step: 'review', accNbr: '780000100' }, '', plan)).toMatchObject({ step: 'number', simType: 'E_SIM', offerCode: 'POST_MAX' });
    expect(openingDraft(stored, '', { kind: 'something else' })).toEqual(stored);
  });
});
