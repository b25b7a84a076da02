import { isBlankValue } from '../../kernel/format/placeholder';
import { withCurrencySymbol, type CurrencyPosition } from '../../kernel/format/money';
import type { BoosterOffer } from '../balanceModel';
import type { Subscription } from '../subscription';
import type { OrderSetVasResult } from './model';

/** Booster purchase (F3.5; spec 03 §4 "Booster purchase", §8, §9). */

/** Spec 03 §9: the booster confirmation and result modals are 424 wide. */
export const BOOSTER_DIALOG_WIDTH = 424;

/** Message keys of the booster flow. */
export const BoosterFlowMessageKey = {
  offersTitle: 'gaia_lines_booster_offers_title',
  noOffers: 'gaia_lines_booster_no_offers',
  confirmTitle: 'gaia_lines_booster_confirm_title',
} as const;

/** F3.5: an offer's price as shown, with its currency symbol; '--' when it has none. */
export function boosterPriceText(offer: Pick<BoosterOffer, 'displayOtcPrice' | 'currencySymbol'>, position: CurrencyPosition = 'before', empty = '--'): string {
  if (isBlankValue(offer.displayOtcPrice)) return empty;
  const price = String(offer.displayOtcPrice).trim();
  return withCurrencySymbol('', price, offer.currencySymbol ?? '', position);
}

/** What the success modal shows (spec 03 §4: phone number, booster, amount, copyable order id, View order). */
export interface BoosterResultView {
  /** The number the booster was bought for, as the home displays it. */
  phoneNumber: string;
  booster: string;
  amount: string;
  /** The order id to copy; '--' when the server gave none. */
  orderId: string;
  /** Where View order goes; absent when the button is not shown. */
  viewOrderUrl?: string;
}

/**
 * F3.5: the success modal's fields — the server's answer first, the chosen offer and line where it
 * is silent. View order appears only when enabled (showSuccessPageViewOrder) and an order id exists;
 * it opens the order list with the order's id.
 */
export function boosterResultView(
  input: {
    result: OrderSetVasResult | null | undefined;
    offer: BoosterOffer;
    subscription: Pick<Subscription, 'accNbr' | 'prefix'>;
    phoneNumber: string;
    showViewOrder: boolean;
    myOrderWebUrl: string;
    currencyPosition?: CurrencyPosition;
    empty?: string;
  },
): BoosterResultView {
  const empty = input.empty ?? '--';
  const result = input.result ?? {};
  const booster = result.offerName?.trim() || input.offer.offerName || empty;
  const amount = !isBlankValue(result.amountDisplay)
    ? boosterPriceText({ displayOtcPrice: result.amountDisplay, currencySymbol: result.currencySymbol ?? input.offer.currencySymbol }, input.currencyPosition, empty)
    : boosterPriceText(input.offer, input.currencyPosition, empty);
  const orderId = result.custOrderNbr?.trim() || result.custOrderId?.trim() || '';
  const view = input.showViewOrder && orderId !== '';
  const separator = input.myOrderWebUrl.includes('?') ? '&' : '?';
  return {
    phoneNumber: input.phoneNumber || empty,
    booster,
    amount,
    orderId: orderId || empty,
    ...(view ? { viewOrderUrl: `${input.myOrderWebUrl}${separator}orderNbr=${encodeURIComponent(orderId)}` } : {}),
  };
}
