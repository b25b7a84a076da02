import { queryOptions } from '@tanstack/react-query';
import { orderKeys, orderListPageCount, toOrderListRequest, type Order } from '@gaia/domain';
import { orderListReadApi } from '../ordersApi';

/** The most pages read to find the order reviewed (the list is newest first; reviews are of recent orders). */
const MAX_PAGES = 20;

/**
 * F3.20: the order the review page is about, found in the customer's order list (the list carries
 * everything the review shows: number, items, state, requireEvaluation); null when not among them.
 */
export function orderForReviewQuery(custId: string, orderId: string) {
  return queryOptions<Order | null>({
    queryKey: [...orderKeys.details(), 'review', { custId, orderId }],
    queryFn: async ({ signal }) => {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await orderListReadApi.list(toOrderListRequest(custId, page), signal);
        const found = answer.orderList.find((order) => order.orderId === orderId);
        if (found) return found;
        if (page >= orderListPageCount(answer)) return null;
      }
      return null;
    },
  });
}
