import { queryOptions } from '@tanstack/react-query';
import { shopCheckoutKeys, type CheckoutItemInput } from '@gaia/domain';
import { createShopCheckoutApi, createShopLocatorApi } from '@gaia/domain/api';
import { http, readHttp } from '../../../app/api';

/** Checkout reads (fee, buyer, shops), for query functions. */
export const checkoutReadApi = createShopCheckoutApi(readHttp);
/** Checkout writes (save, keep the buyer), each a mutation of the cache. */
export const checkoutApi = createShopCheckoutApi(http);
/** The shops and their stock, for the pickup choice. */
export const shopsReadApi = createShopLocatorApi(readHttp);

/** The fee of the items checked out, priced by the server now (F4.4). */
export const feeQuery = (items: readonly CheckoutItemInput[]) =>
  queryOptions({ queryKey: shopCheckoutKeys.fee(items), queryFn: () => checkoutReadApi.calcFee(items), enabled: items.length > 0 });

/** The invoice buyer kept for the account. */
export const buyerInfoQuery = queryOptions({ queryKey: shopCheckoutKeys.buyerInfo(), queryFn: () => checkoutReadApi.buyerInfo() });
