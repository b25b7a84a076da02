import type { HttpClient } from '../../kernel/http/createHttpClient';
import { areaKeys } from '../../kernel/http/queryKeys';
import type { BuyerInfo, CheckoutItemInput, FeeResult, OrderSaveRequest, OrderSaveResult } from './checkoutModel';

/** Paths of the checkout calls (spec 03 §7 "Shop and cart catalogue", "Invoice buyer"). */
export const ShopCheckoutPath = {
  calcFee: '/ecare/shop/order/calcFee',
  save: '/ecare/shop/order/save',
  buyerInfo: '/ecare/gaia/invoice/buyer-info',
  buyerInfoOperate: '/ecare/gaia/invoice/buyer-info/operate',
} as const;

/** Query keys of the checkout (the fee by items, the saved buyer). */
export const shopCheckoutKeys = {
  ...areaKeys('shopCheckout'),
  fee: (items: readonly CheckoutItemInput[]) => ['shopCheckout', 'fee', JSON.stringify(items)] as const,
  buyerInfo: () => ['shopCheckout', 'buyerInfo'] as const,
};

/** The checkout calls (F4.4). */
export function createShopCheckoutApi(http: HttpClient) {
  return {
    /** {itemList: [{skuId, quantity, price}]} → items priced now, total before tax, tax, total. */
    calcFee: (itemList: readonly CheckoutItemInput[]) => http.call<FeeResult>({ path: ShopCheckoutPath.calcFee, data: { itemList } }),
    /** Saves the goods order (state B, awaiting payment); a refusal is shown by the review step (the cart is kept). */
    save: (request: OrderSaveRequest) => http.call<OrderSaveResult>({ path: ShopCheckoutPath.save, data: request, reportBusinessErrors: false }),
    /** GET the buyer information kept for the account (null when none). */
    buyerInfo: () => http.call<BuyerInfo | null>({ method: 'GET', path: ShopCheckoutPath.buyerInfo }),
    /** {operType: SAVE, …buyer} keeps it; {operType: DELETE} forgets it. */
    saveBuyerInfo: (buyer: BuyerInfo) =>
      http.call<BuyerInfo>({ path: ShopCheckoutPath.buyerInfoOperate, data: { operType: 'SAVE', ...buyer } }),
    deleteBuyerInfo: () => http.call<null>({ path: ShopCheckoutPath.buyerInfoOperate, data: { operType: 'DELETE' } }),
  };
}

export type ShopCheckoutApi = ReturnType<typeof createShopCheckoutApi>;
