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

/**
 * Order event types (spec 03 §3 "Order events"), as the operator writes them. The spec lists
 * roaming, package and peccancy events by description; their codes follow the same style.
 */
export const OrderEventType = {
  newConnection: 'NEW_CONNECTION',
  mnpPortIn: 'MNP_PORT_IN',
  mnpPortOut: 'MNP_PORT_OUT',
  modifyVas: 'MODIFY_VAS',
  roamingActivation: 'ROAMING_ACTIVATION',
  roamingExtension: 'ROAMING_EXTENSION',
  roamingDeactivation: 'ROAMING_DEACTIVATION',
  packageActivation: 'PACKAGE_ACTIVATION',
  packageUpgrade: 'PACKAGE_UPGRADE',
  packageDowngrade: 'PACKAGE_DOWNGRADE',
  packageDeactivation: 'PACKAGE_DEACTIVATION',
  purchaseGoods: 'PURCHASE_GOODS',
  suspension: 'SUSPENSION',
  oneWayBlockPeccancy: 'ONE_WAY_BLOCK_PECCANCY',
  reactPeccancy: 'REACT_PECCANCY',
  reactivation: 'REACTIVATION',
  numberShifting: 'NUMBER_SHIFTING',
  simCardShifting: 'SIM_CARD_SHIFTING',
  simCardLost: 'SIM_CARD_LOST',
  simCardRestore: 'SIM_CARD_RESTORE',
  transferOwnership: 'TRANSFER_OWNERSHIP',
  changeOffer: 'CHANGE_OFFER',
  termination: 'TERMINATION',
  preProvisionedSimRegistration: 'PRE_PROVISIONED_SIM_REGISTRATION',
} as const;
export type OrderEventCode = (typeof OrderEventType)[keyof typeof OrderEventType];

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
