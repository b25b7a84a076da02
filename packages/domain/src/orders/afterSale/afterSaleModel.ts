/** After-sale entities (F4.5): reasons, requests and answers of return, exchange, SIM change and tracking. */
import { orderKeys } from '../../kernel/http/queryKeys';
import { OrderEventType } from '../order';

/** Days after an order's completion during which its goods may be returned or exchanged (ours; the documents give none). */
export const RETURN_WINDOW_DAYS = 14;

/** Why goods are returned. */
export const ReturnReason = {
  defective: 'DEFECTIVE',
  notAsDescribed: 'NOT_AS_DESCRIBED',
  wrongItem: 'WRONG_ITEM',
  changedMind: 'CHANGED_MIND',
  other: 'OTHER',
} as const;
export type ReturnReasonCode = (typeof ReturnReason)[keyof typeof ReturnReason];

/** Why an item is exchanged. */
export const ExchangeReason = {
  defective: 'DEFECTIVE',
  differentVariant: 'DIFFERENT_VARIANT',
  wrongItem: 'WRONG_ITEM',
  other: 'OTHER',
} as const;
export type ExchangeReasonCode = (typeof ExchangeReason)[keyof typeof ExchangeReason];

/** Why a SIM is changed. */
export const SimChangeReason = {
  lost: 'LOST',
  damaged: 'DAMAGED',
  upgradeToEsim: 'UPGRADE_ESIM',
} as const;
export type SimChangeReasonCode = (typeof SimChangeReason)[keyof typeof SimChangeReason];

/**
 * Event types of the orders an after-sale request creates: the SIM changes are order events of
 * spec 03 §3; the documents name no event for a return or an exchange, so those two are ours.
 */
export const AfterSaleEventType = {
  returnGoods: 'RETURN_GOODS',
  exchangeGoods: 'EXCHANGE_GOODS',
  simCardShifting: OrderEventType.simCardShifting,
  simCardLost: OrderEventType.simCardLost,
} as const;

/** The after-sale actions a completed goods order may offer, as the /afterSale page's `action` query names them. */
export const AfterSaleAction = {
  return: 'return',
  exchange: 'exchange',
  simChange: 'simChange',
  track: 'track',
} as const;
export type AfterSaleActionName = (typeof AfterSaleAction)[keyof typeof AfterSaleAction];

/** Why an item cannot be returned or exchanged, as the pre-checks answer it. */
export const ItemRefusal = {
  windowClosed: 'WINDOW_CLOSED',
  returned: 'RETURNED',
  exchanged: 'EXCHANGED',
  noOptions: 'NO_OPTIONS',
  notReturnable: 'NOT_RETURNABLE',
  simChangePending: 'SIM_CHANGE_PENDING',
} as const;
export type ItemRefusalCode = (typeof ItemRefusal)[keyof typeof ItemRefusal];

/** One item and how much of it may still be returned (return pre-check). */
export interface ReturnableItem {
  /** The item's code in its order (offerCode): how requests name it. */
  offerCode: string;
  offerName: string;
  qty: number;
  /** Units that may still be returned (0 when refused). */
  returnableQty: number;
  refusal?: ItemRefusalCode;
}

/** The return pre-check's answer. */
export interface ReturnPreCheck {
  /** When the return window closes (epoch ms). */
  windowEndsAt: number;
  items: ReturnableItem[];
}

/** A SKU an item may be exchanged for. */
export interface ExchangeOption {
  skuId: string;
  name: string;
  attrs: { attrName: string; attrValueMask: string }[];
  priceDisplay: string;
  inStock: boolean;
}

/** One item and what it may be exchanged for (exchange pre-check). */
export interface ExchangeableItem {
  offerCode: string;
  offerName: string;
  exchangeable: boolean;
  refusal?: ItemRefusalCode;
  options: ExchangeOption[];
}

/** The exchange pre-check's answer. */
export interface ExchangePreCheck {
  windowEndsAt: number;
  items: ExchangeableItem[];
}

/** A return request (applyReturnOrder). */
export interface ReturnRequest {
  orderId: string;
  items: { offerCode: string; qty: number }[];
  reason: ReturnReasonCode;
  remarks: string;
}

/** An exchange request. */
export interface ExchangeRequest {
  orderId: string;
  offerCode: string;
  targetSkuId: string;
  reason: ExchangeReasonCode;
  remarks: string;
}

/** A SIM change request. */
export interface SimChangeRequest {
  orderId: string;
  offerCode: string;
  reason: SimChangeReasonCode;
  remarks: string;
}

/** What an after-sale request created: the new order in My Orders. */
export interface AfterSaleOrderCreated {
  orderId: string;
  orderNbr: string;
}

/** Shipment statuses, in the order they happen; delivery and pickup share packing. */
export const ShipmentStatus = {
  packed: 'PACKED',
  shipped: 'SHIPPED',
  outForDelivery: 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  readyForPickup: 'READY_FOR_PICKUP',
  pickedUp: 'PICKED_UP',
} as const;
export type ShipmentStatusCode = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

/** How goods reach the customer. */
export type DeliveryMethod = 'DELIVERY' | 'PICKUP';

/** One shipment event. */
export interface ShipmentEvent {
  status: ShipmentStatusCode;
  /** Epoch ms. */
  time: number;
  /** Where it happened (a shop, a depot), when known. */
  location?: string;
}

/** The shipment tracking answer. */
export interface ShipmentTrack {
  orderId: string;
  orderNbr: string;
  deliveryMethod: DeliveryMethod;
  carrier?: string;
  trackingNbr?: string;
  /** Events that happened, oldest first. */
  events: ShipmentEvent[];
}

/** The receipt answer: the document and where the order detail downloads it. */
export interface AfterSaleReceipt {
  receiptDocId: string;
  downloadPath: string;
}

/** Query keys of the after-sale reads, under the orders area (a cancel or a new order refreshes them too). */
export const afterSaleKeys = {
  all: [...orderKeys.all, 'afterSale'] as const,
  returnCheck: (orderId: string) => [...orderKeys.all, 'afterSale', 'return', orderId] as const,
  exchangeCheck: (orderId: string) => [...orderKeys.all, 'afterSale', 'exchange', orderId] as const,
  shipment: (orderId: string) => [...orderKeys.all, 'afterSale', 'shipment', orderId] as const,
};
