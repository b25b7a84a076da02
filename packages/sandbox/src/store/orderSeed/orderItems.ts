import type { Order, OrderItem } from '@gaia/domain';
import { money } from './orderFactory';

// The items of the seeded orders: goods with their SKU attributes, offers on a line, and the
// receipt an order's extData names.

/** A purchased item with its SKU attributes. */
export function goodsItem(
  offerName: string,
  offerCode: string,
  price: number,
  qty: number,
  skuAttrList: OrderItem['skuAttrList'],
): OrderItem {
  return {
    offerName,
    offerCode,
    offerType: 'GOODS',
    offerActType: 'A',
    priceDisplay: money(price),
    qty,
    paidFlag: 1,
    skuAttrList,
  };
}

/** The extData of an order with a receipt document. */
export function withReceipt(docId: string, extra: Order['extData'] = {}): Order['extData'] {
  return {
    ...extra,
    attrValueList: [
      { attrCode: 'receiptDocId', attrValue: docId },
      { attrCode: 'salesChannel', attrValue: 'WEB' },
    ],
  };
}

/** The country prefix of the seeded lines' numbers. */
const LINE_PREFIX = '263';

/** An offer ordered on a line: its name, code and type ('1' plan, '2' add-on, '3' SIM service). */
export type LineOffer = readonly [offerName: string, offerCode: string, offerType: string];

/** An offer added to a line (or dropped: `offerActType: 'D'` in `extra`), priced `price`. */
export function lineItem(
  [offerName, offerCode, offerType]: LineOffer,
  accNbr: string,
  price: number,
  extra: Partial<OrderItem> = {},
): OrderItem {
  return {
    offerName,
    offerCode,
    offerType,
    offerActType: 'A',
    accNbr,
    prefix: LINE_PREFIX,
    priceDisplay: money(price),
    ...extra,
  };
}
