import { describe, expect, it } from 'vitest';
import { parsePaymentMethodSearch, toPaymentMethodSearch, type PaymentMethodQuery } from './paymentMethodQuery';

describe('F3.9 the query of /selectPaymentMethod (spec 03 §2)', () => {
  it('carries payEvent, acctNbr, currencySymbol and amountDisplay of a bill there and back', () => {
    const bill: PaymentMethodQuery = { payEvent: 'bill', acctNbr: 'AC772345678', amount: '45.80', currencySymbol: '$', amountDisplay: '$45.80' };
    const search = toPaymentMethodSearch(bill);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ payEvent: 'bill', acctNbr: 'AC772345678', amount: '45.80', currencySymbol: '$', amountDisplay: '$45.80' });
    expect(parsePaymentMethodSearch(search)).toEqual(bill);
  });

  it('carries an order’s fromOrder, eventType, custOrderId, custOrderNbr and orderItemList (JSON of accNbr and prefix)', () => {
    const order: PaymentMethodQuery = {
      payEvent: 'goods',
      fromOrder: 'Y',
      eventType: 'PURCHASE_GOODS',
      custOrderId: 'CO-7',
      custOrderNbr: 'SO20260101000007',
      currencySymbol: '$',
      amountDisplay: '$120.00',
      orderItemList: [{ accNbr: '771234567', prefix: '263' }, { accNbr: '772345678' }],
    };
    const search = toPaymentMethodSearch(order);
    expect(new URLSearchParams(search).get('orderItemList')).toBe('[{"accNbr":"771234567","prefix":"263"},{"accNbr":"772345678"}]');
    expect(parsePaymentMethodSearch(search)).toEqual(order);
  });

  it('reads an unknown payEvent as no payment, and keeps only well-formed order items', () => {
    expect(parsePaymentMethodSearch('payEvent=free&amount=1')).toBeUndefined();
    expect(parsePaymentMethodSearch('')).toBeUndefined();
    const items = encodeURIComponent('[{"accNbr":"771234567","prefix":7},{"prefix":"263"},"x",null]');
    expect(parsePaymentMethodSearch(`payEvent=setVas&orderItemList=${items}`)?.orderItemList).toEqual([{ accNbr: '771234567' }]);
    expect(parsePaymentMethodSearch('payEvent=setVas&orderItemList=%7Boops')?.orderItemList).toBeUndefined();
  });
});
