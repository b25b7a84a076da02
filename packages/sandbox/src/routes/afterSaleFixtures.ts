import { OrderState } from '@gaia/domain';
import type { SandboxOrder } from '../store/orders';
import { money } from '../store/orderSeed/orderFactory';
import { goodsItem } from '../store/orderSeed/orderItems';

let made = 0;

/**
 * A completed purchase of a prepaid SIM and a case, picked up two days ago (for trying the SIM
 * change, which only a SIM item offers; the seeded goods orders have none). Each call makes a new one.
 */
export function simOrderFor(custId: string, now: number): SandboxOrder {
  made += 1;
  const created = now - 2 * 24 * 60 * 60 * 1000;
  const sim = { ...goodsItem('Prepaid SIM starter pack', 'SKU-SIM-PREPAID', 1, 1, [{ attrName: 'SIM type', attrValueMask: 'Physical SIM' }]), offerType: 'SIM', iccid: '8926300000012345678' };
  return {
    custId,
    order: {
      orderId: `O-SIM-${made}`,
      orderNbr: `SO2026SIM${String(made).padStart(3, '0')}`,
      orderState: OrderState.completed,
      eventType: 'PURCHASE_GOODS',
      createdDate: created,
      stateDate: created + 60_000,
      orderAmountDisplay: money(13),
      payAmountDisplay: money(13),
      totalBeforeTaxDisplay: money(11.21),
      taxDisplay: money(1.79),
      currencySymbol: '$',
      contactChannelId: 'WEB',
      contactChannelName: 'Self-care web',
      extData: { paymentMethodName: 'Mobile money' },
      pickupInfo: { picker: { contactName: 'Tariro Moyo', contactMobile: '0771234567' } },
      orderItemList: [sim, goodsItem('Phone case', 'SKU-CASE', 12, 1, [{ attrName: 'Colour', attrValueMask: 'Clear' }])],
    },
    timeline: [
      { processStep: 'SUBMITTED', startDate: created },
      { processStep: 'PAID', startDate: created + 60_000 },
      { processStep: 'COMPLETED', startDate: created + 60_000 },
    ],
  };
}
