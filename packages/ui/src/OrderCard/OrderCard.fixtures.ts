import type { Order, OrderTimelineStep } from '@gaia/domain';

/** Story data: orders in each state. */
const base = {
  createdDate: '2026-03-02 09:15:00',
  stateDate: '2026-03-02 10:40:00',
  currencySymbol: '$',
} satisfies Partial<Order>;

export const newConnectionOrder: Order = {
  ...base,
  orderId: '9001',
  orderNbr: '1001',
  orderState: 'A',
  orderStateName: 'Unfinished',
  eventType: 'NEW_CONNECTION',
  eventTypeName: 'New connection',
  orderAmountDisplay: '25.00',
  orderItemList: [{ offerName: 'Postpaid 25', offerActType: 'A', packageList: [], serviceList: [] }],
};

export const awaitingPaymentOrder: Order = {
  ...base,
  orderId: '9002',
  orderNbr: '1002',
  orderState: 'B',
  orderStateName: 'Awaiting payment',
  eventType: 'PURCHASE_GOODS',
  eventTypeName: 'Purchase goods',
  timeoutDuration: 30,
  orderAmountDisplay: '1234.5',
  orderItemList: [
    { offerName: 'Phone X 128 GB', qty: 1, priceDisplay: '1199.50' },
    { offerName: 'Phone case', qty: 2, priceDisplay: '35.00' },
  ],
};

export const cancellableOrder: Order = {
  ...base,
  orderId: '9003',
  orderNbr: '1003',
  orderState: 'V',
  orderStateName: 'Processing',
  eventType: 'CHANGE_OFFER',
  eventTypeName: 'Change offer',
  orderItemList: [
    { offerName: 'Smart 10 GB', offerActType: 'D' },
    { offerName: 'Smart 50 GB', offerActType: 'A' },
  ],
};

export const completedGoodsOrder: Order = {
  ...base,
  orderId: '9004',
  orderNbr: '1004',
  orderState: 'C',
  orderStateName: 'Completed',
  eventType: 'PURCHASE_GOODS',
  eventTypeName: 'Purchase goods',
  requireEvaluation: 'Y',
  orderAmountDisplay: '49.99',
  orderItemList: [{ offerName: 'Wireless earbuds', qty: 1, priceDisplay: '49.99' }],
};

export const cancelledOrder: Order = {
  ...base,
  orderId: '9005',
  orderNbr: '1005',
  orderState: 'E',
  orderStateName: 'Cancelled',
  eventType: 'MODIFY_VAS',
  eventTypeName: 'Modify value-added service',
};

export const rejectedOrder: Order = {
  ...base,
  orderId: '9006',
  orderNbr: '1006',
  orderState: 'R',
  orderStateName: 'Rejected',
  eventType: 'MODIFY_VAS',
  eventTypeName: 'Modify value-added service',
};

export const allOrders: readonly Order[] = [newConnectionOrder, awaitingPaymentOrder, cancellableOrder, completedGoodsOrder, cancelledOrder, rejectedOrder];

export const sampleTimeline: readonly OrderTimelineStep[] = [
  { processStep: 'SUBMITTED', startDate: '2026-03-02 09:15:00' },
  { processStep: 'APPROVED', startDate: '2026-03-02 09:30:00' },
  { processStep: 'DECLINED', startDate: '2026-03-02 10:40:00', comments: 'Document unreadable' },
];
