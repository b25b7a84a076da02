import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { orderListKeys, toOrderListRequest, type OrderListPage } from '@gaia/domain';
import { orderListReadApi } from './ordersApi';

/** F3.14: one page of the customer's orders; the previous page stays shown while the next loads. */
export function orderListQuery(custId: string, page: number) {
  return queryOptions<OrderListPage>({
    queryKey: orderListKeys.page(custId, page),
    queryFn: ({ signal }) => orderListReadApi.list(toOrderListRequest(custId, page), signal),
    placeholderData: keepPreviousData,
  });
}
