import { describe, expect, it } from 'vitest';
import { parsePaymentMethodSearch } from '../../payments/checkout/paymentMethodQuery';
import type { Order } from '../order';
import { ORDER_LIST_PAGE_SIZE, orderListCustomer, orderListKeys, orderListPageCount, toOrderListRequest } from './orderListModel';
import { orderPaymentItems, orderPaymentSearch } from './orderPayment';

const goods: Order = {
  orderId: 'O-1',
  orderNbr: 'SO1',
  orderState: 'B',
  eventType: 'PURCHASE_GOODS',
  payAmountDisplay: '$18.50',
  currencySymbol: '$',
  orderItemList: [{ offerName: 'Charger' }],
};

describe('order list request (F3.14)', () => {
  it('lists only for a customer with a customer code (spec 03 §6)', () => {
    expect(orderListCustomer({ currentCustId: '1001', currentCustNbr: 'C-1001' })).toBe('1001');
    expect(orderListCustomer({ currentCustId: '1001' })).toBeUndefined();
    expect(orderListCustomer({ currentCustId: ' ', currentCustNbr: 'C-1' })).toBeUndefined();
    expect(orderListCustomer(undefined)).toBeUndefined();
  });

  it('asks for a page of ten from page 1, keyed under the orders area', () => {
    expect(toOrderListRequest('1001', 2)).toEqual({ custId: '1001', pageInfo: { currentPage: 2, pageSize: ORDER_LIST_PAGE_SIZE } });
    expect(toOrderListRequest('1001', 0).pageInfo.currentPage).toBe(1);
    expect(orderListKeys.page('1001', 2)).toEqual(['orders', 'list', { custId: '1001', page: 2 }]);
  });

  it('counts pages from the answer, at least one', () => {
    expect(orderListPageCount({ pageInfo: { currentPage: 1, pageSize: 10, total: 12, totalPage: 2 } })).toBe(2);
    expect(orderListPageCount({ pageInfo: { currentPage: 1, pageSize: 10, total: 21, totalPage: 0 } })).toBe(3);
    expect(orderListPageCount({ pageInfo: { currentPage: 1, pageSize: 10, total: 0, totalPage: 0 } })).toBe(1);
    expect(orderListPageCount(undefined)).toBe(1);
  });
});

describe('paying an order in B (F3.16)', () => {
  it('opens the payment-method page with the mapped pay event and the order’s query', () => {
    const lines: Order = { ...goods, orderItemList: [{ accNbr: '771', prefix: '263' }, { accNbr: '771', prefix: '263' }, { accNbr: '772' }, { offerName: 'no line' }] };
    expect(orderPaymentItems(lines)).toEqual([{ accNbr: '771', prefix: '263' }, { accNbr: '772' }]);
    expect(parsePaymentMethodSearch(orderPaymentSearch(lines))).toEqual({
      payEvent: 'goods',
      fromOrder: 'Y',
      eventType: 'PURCHASE_GOODS',
      custOrderId: 'O-1',
      custOrderNbr: 'SO1',
      amountDisplay: '$18.50',
      currencySymbol: '$',
      orderItemList: [{ accNbr: '771', prefix: '263' }, { accNbr: '772' }],
    });
  });

  it('maps MODIFY_VAS by its DIY flag, and sends an unmapped event as the order it is', () => {
    expect(new URLSearchParams(orderPaymentSearch({ ...goods, eventType: 'MODIFY_VAS', extData: { diyDetailDisplay: 'x' } })).get('payEvent')).toBe('diy');
    const unmapped = new URLSearchParams(orderPaymentSearch({ ...goods, eventType: 'TRANSFER_OWNERSHIP', payAmountDisplay: undefined, orderAmountDisplay: '$25.00' }));
    expect(unmapped.has('payEvent')).toBe(false);
    expect(unmapped.get('eventType')).toBe('TRANSFER_OWNERSHIP');
    expect(unmapped.get('amountDisplay')).toBe('$25.00');
    expect(unmapped.get('fromOrder')).toBe('Y');
  });

  it('F3.9 a package upgrade awaiting payment opens the payment page as set-VAS with both its lines once', () => {
    const upgrade: Order = {
      ...goods,
      orderId: 'O-12',
      orderNbr: 'SO12',
      eventType: 'PACKAGE_UPGRADE',
      payAmountDisplay: '$25.00',
      orderItemList: [
        { offerName: 'Smart 10', offerActType: 'D', accNbr: '771234567', prefix: '263' },
        { offerName: 'Smart 30', offerActType: 'A', accNbr: '771234567', prefix: '263' },
      ],
    };
    expect(parsePaymentMethodSearch(orderPaymentSearch(upgrade))).toEqual({
      payEvent: 'setVas',
      fromOrder: 'Y',
      eventType: 'PACKAGE_UPGRADE',
      custOrderId: 'O-12',
      custOrderNbr: 'SO12',
      amountDisplay: '$25.00',
      currencySymbol: '$',
      orderItemList: [{ accNbr: '771234567', prefix: '263' }],
    });
    expect(new URLSearchParams(orderPaymentSearch({ ...upgrade, eventType: 'PACKAGE_DOWNGRADE' })).get('payEvent')).toBe('setVas');
  });
});
