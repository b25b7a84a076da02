/** Order entities (spec 03 §3 "Order", "Order item", "Timeline step", "Evaluation"; F3.14–F3.16). */

/**
 * Order states (spec 03 §4): A unfinished (a new connection can be continued), B awaiting payment,
 * V cancellable, C completed, E cancelled, R rejected or failed.
 */
export const OrderState = {
  unfinished: 'A',
  awaitingPayment: 'B',
  cancellable: 'V',
  completed: 'C',
  cancelled: 'E',
  rejected: 'R',
} as const;

export type OrderStateCode = (typeof OrderState)[keyof typeof OrderState];

/** Order event types the order rules look at (spec 03 §3 "Order events"). */
export const OrderEventType = {
  newConnection: 'NEW_CONNECTION',
  purchaseGoods: 'PURCHASE_GOODS',
  modifyVas: 'MODIFY_VAS',
} as const;

export interface OrderAttrValue {
  attrCode: string;
  attrValue: string;
}

export interface OrderExtData {
  /** "Y" marks an eSIM order. */
  esimFlag?: string;
  /** attrCode receiptDocId holds the receipt document id. */
  attrValueList?: OrderAttrValue[];
  diyDetailDisplay?: string;
  socialMixDetailDisplay?: string;
  [key: string]: unknown;
}

/** One line of an order (spec 03 §3). */
export interface OrderItem {
  offerName?: string;
  offerCode?: string;
  offerImg?: string;
  offerType?: string;
  /** A activate, D deactivate. */
  offerActType?: 'A' | 'D' | (string & {});
  accNbr?: string;
  targetAccNbr?: string;
  prefix?: string;
  iccid?: string;
  priceDisplay?: string;
  qty?: number;
  /** 0, 1 or 2; a tag per value. */
  paidFlag?: number | string;
  effDate?: string;
  expDate?: string;
  skuAttrList?: { attrName: string; attrValueMask: string }[];
  packageList?: unknown[];
  serviceList?: unknown[];
}

/** An order (spec 03 §3). */
export interface Order {
  orderId: string;
  orderNbr: string;
  orderState: OrderStateCode | (string & {});
  orderStateName?: string;
  eventType?: string;
  eventTypeName?: string;
  /** Creation time: epoch milliseconds, ISO text, or 'YYYY-MM-DD HH:mm:ss'. */
  createdDate?: string | number;
  /** Time of the last state change. */
  stateDate?: string | number;
  /** Minutes an order waits for payment (state B). */
  timeoutDuration?: number | string;
  orderAmountDisplay?: string;
  payAmountDisplay?: string;
  totalBeforeTaxDisplay?: string;
  taxDisplay?: string;
  currencySymbol?: string;
  contactChannelId?: string;
  contactChannelName?: string;
  requireEvaluation?: boolean | string;
  extData?: OrderExtData;
  pickupInfo?: { picker?: { contactName?: string; contactMobile?: string } };
  orderItemList?: OrderItem[];
}

/** One step of the order process timeline (spec 03 §3). */
export interface OrderTimelineStep {
  /** Values include DECLINED and CANCELLED, which are styled. */
  processStep: string;
  startDate?: string | number;
  comments?: string;
  star?: number;
  requireEvaluation?: boolean | string;
}

/** Evaluation (rating) payload (spec 03 §3). */
export interface OrderEvaluation {
  orderId: string;
  orderNbr: string;
  /** 1 to 5; default 5. */
  star: number;
  comments: string;
}

/** Cancel payload (spec 03 §7). */
export interface OrderCancelRequest {
  custOrderId: string;
  remarks: string;
}
