/** Checkout entities (F4.4): fee calculation, buyer information, the order save. */
import type { CartSkuAttr } from '../cart/cartModel';

/**
 * The VAT rate of the shop (ours; the documents give none): 16 %, the rate the seeded goods orders
 * already show (15.95 + 2.55 = 18.50). Prices are shown VAT included; the fee splits the tax out.
 */
export const SHOP_VAT_RATE = 0.16;

/** One item given to the fee calculation or the save: the SKU, how many, the price the customer saw. */
export interface CheckoutItemInput {
  skuId: string;
  quantity: number;
  /** The unit price shown before (the server compares it with the catalogue's). */
  price: number;
}

/** One item of the fee answer, priced from the catalogue now. */
export interface FeeItem {
  skuId: string;
  name: string;
  attrs: CartSkuAttr[];
  quantity: number;
  /** Unit price now, VAT included. */
  price: number;
  /** price × quantity. */
  amount: number;
  /** The price the customer saw, when it differs from the price now. */
  previousPrice?: number;
}

/** POST /ecare/shop/order/calcFee's answer. */
export interface FeeResult {
  itemList: FeeItem[];
  totalBeforeTax: number;
  tax: number;
  /** 0.16 for 16 %. */
  taxRate: number;
  /** VAT included. */
  total: number;
  currencySymbol: string;
  /** Whether any price differs from the one the customer saw. */
  priceChanged: boolean;
}

/** Who the invoice is made out to (/ecare/gaia/invoice/buyer-info). */
export interface BuyerInfo {
  buyerType: 'INDIVIDUAL' | 'COMPANY';
  buyerName: string;
  /** A company's tax number (required for a company). */
  taxNumber?: string;
  /** Where the invoice is sent (optional). */
  email?: string;
}

/** The person who collects a pickup order. */
export interface PickupContact {
  contactName: string;
  contactMobile: string;
}

/** How the order reaches the customer. */
export type FulfilmentMethod = 'delivery' | 'pickup';

/** The delivery address chosen from the address book (what the order keeps of it). */
export interface CheckoutAddress {
  addressId: string;
  contactName: string;
  contactMobile: string;
  /** The address as one line of text. */
  addressText: string;
}

/** The shop chosen for pickup. */
export interface CheckoutShop {
  orgId: string;
  name: string;
}

/** POST /ecare/shop/order/save's payload. */
export interface OrderSaveRequest {
  itemList: CheckoutItemInput[];
  deliveryType: 'DELIVERY' | 'PICKUP';
  /** Delivery: the address book entry. */
  address?: CheckoutAddress;
  /** Pickup: the shop and who collects. */
  pickup?: { orgId: string; contactName: string; contactMobile: string };
  buyerInfo: BuyerInfo;
}

/** The save's answer: the new order awaiting payment (state B). */
export interface OrderSaveResult {
  custOrderId: string;
  custOrderNbr: string;
  total: number;
  totalDisplay: string;
  currencySymbol: string;
}
