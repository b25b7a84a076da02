import { queryOptions } from '@tanstack/react-query';
import { detailClockOffset, orderDetailKeys, type OrderDetailAnswer, type OrderTimelineAnswer } from '@gaia/domain';
import { orderDetailApi } from './orderDetailApi';
import { monotonicNow } from './monotonicClock';

/** A detail answer with the server clock offset measured on the monotonic clock when it arrived. */
export interface OrderDetailData {
  order: OrderDetailAnswer;
  /** Server time minus monotonic device time (ms): the countdown adds it to its now. */
  serverOffsetMs: number;
}

/** F3.15: one order's detail; the server's time in the answer drives the countdown. */
export function orderDetailQuery(orderId: string) {
  return queryOptions<OrderDetailData>({
    queryKey: orderDetailKeys.detail(orderId),
    queryFn: async ({ signal }) => {
      const order = await orderDetailApi.detail(orderId, signal);
      return { order, serverOffsetMs: detailClockOffset(order, monotonicNow()) };
    },
  });
}

/** F3.15: the order's process timeline. */
export function orderTimelineQuery(orderId: string, orderNbr: string) {
  return queryOptions<OrderTimelineAnswer>({
    queryKey: orderDetailKeys.timeline(orderId),
    queryFn: ({ signal }) => orderDetailApi.timeline(orderId, orderNbr, signal),
  });
}
