import type { BalanceItem, BoosterOffer } from '../balanceModel';
import type { Subscription } from '../subscription';

/** Wire models of the home's calls (spec 03 §3, §7; F3.2–F3.5). */

/** data of /ecare/subs/list (spec 03 §7 "returns data.subsList"). */
export interface SubsListResult {
  subsList: Subscription[];
}

/** Payload of /ecare/subs/list: the customer whose lines are listed. */
export interface SubsListQuery {
  custNbr?: string;
  custId?: string;
}

/** Payload of /ecare/subs/detail (spec 03 §7). showError N: a number not found is answered, not toasted. */
export interface SubsDetailQuery {
  accNbr: string;
  prefix?: string;
  subsId?: string;
  custType?: string;
  showError?: 'Y' | 'N';
}

/** Payload of /ecare/balance (spec 03 §7). */
export interface BalanceQuery {
  accNbr: string;
  acctId?: string;
  acctNbr?: string;
}

/** How points are kept (property configuration pointSystem): by the operator, or by a partner. */
export const PointSystem = { internal: 'internal', external: 'external' } as const;
export type PointSystemValue = (typeof PointSystem)[keyof typeof PointSystem];

/** data of the point query (spec 03 §3 "Point detail: pointDetail"). */
export interface PointDetailResult {
  pointDetail?: {
    /** Points the line can spend now. */
    usablePoint?: number | string | null;
    /** Points that expire at the next expiry date. */
    expiringPoint?: number | string | null;
    expDate?: string | null;
    /** Name of the loyalty programme (an external system names its own). */
    pointName?: string | null;
  } | null;
}

/** data of the booster offer list (spec 03 §7 "returns data.boosterOfferList"). */
export interface BoosterOfferListResult {
  boosterOfferList: BoosterOffer[];
}

/** One VAS of an order set VAS (spec 03 §7). */
export interface VasOrderItem {
  offerCode: string;
  offerNbr: string;
  offerType: number;
  actType: 'A';
}

/** Payload of the order set VAS (spec 03 §7). */
export interface OrderSetVasPayload {
  prefix: string;
  accNbr: string;
  subsId: string;
  custNbr: string;
  custId: string;
  vasList: VasOrderItem[];
  paymentInfoList: { paymentMethodType: string }[];
}

/**
 * data of a successful order set VAS. The documents say only "returns data, resultMsg"; ours carries
 * what the result modal shows (spec 03 §4: phone number, booster, amount, order id).
 */
export interface OrderSetVasResult {
  custOrderId?: string;
  custOrderNbr?: string;
  accNbr?: string;
  offerName?: string;
  amountDisplay?: string;
  currencySymbol?: string;
}

/** The balance item a booster is bought for, with the line it belongs to. */
export interface BoosterTarget {
  subscription: Subscription;
  item: BalanceItem;
}
