/** The order list's request and page (F3.14, spec 03 §7 "Order list (saved query params and pageInfo.currentPage)"). */
import { orderKeys } from '../../kernel/http/queryKeys';
import type { Order } from '../order';

/** Orders per page (the documents do not give it; the sandbox uses the same). */
export const ORDER_LIST_PAGE_SIZE = 10;

/** The list request: the customer and the page wanted. */
export interface OrderListRequest {
  custId: string;
  pageInfo: { currentPage: number; pageSize: number };
}

/** One page of orders and where it lies. */
export interface OrderListPage {
  orderList: Order[];
  pageInfo: { currentPage: number; pageSize: number; total: number; totalPage: number };
}

/** Query keys of the list, under the orders area (so invalidating `orderKeys.all` refreshes them). */
export const orderListKeys = {
  page: (custId: string, page: number) => [...orderKeys.lists(), { custId, page }] as const,
};

/** F3.14: orders are listed only for a signed-in customer with a customer code (spec 03 §6). */
export function orderListCustomer(user: { currentCustId?: string; currentCustNbr?: string } | null | undefined): string | undefined {
  const custId = user?.currentCustId?.trim();
  return custId && user?.currentCustNbr?.trim() ? custId : undefined;
}

/** The list request of a page (pages start at 1). */
export function toOrderListRequest(custId: string, page: number): OrderListRequest {
  return { custId, pageInfo: { currentPage: Math.max(1, Math.floor(page) || 1), pageSize: ORDER_LIST_PAGE_SIZE } };
}

/** The number of pages a page answer spans (at least 1, so a pager always has a page to show). */
export function orderListPageCount(page: Pick<OrderListPage, 'pageInfo'> | undefined): number {
  if (!page) return 1;
  const { total, pageSize, totalPage } = page.pageInfo;
  const computed = pageSize > 0 ? Math.ceil(total / pageSize) : 1;
  return Math.max(1, Number.isFinite(totalPage) && totalPage > 0 ? totalPage : computed);
}
