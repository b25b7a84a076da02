/** Server calls: order detail, process timeline, receipt download (spec 03 §7 "Orders"; F3.15). */
import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { OrderDetailAnswer, OrderTimelineAnswer } from './orderDetailModel';
import { OrderDetailPath } from './orderDetailPaths';

/** Reads a document (blob) answer: POSTs JSON to `path` with the request layer's headers. */
export type BlobReader = (path: string, body: unknown) => Promise<Blob>;

/** The order detail calls; `readBlob` serves the receipt download, which answers a PDF, not an envelope. */
export function createOrderDetailApi(http: HttpClient, readBlob?: BlobReader) {
  return {
    /** F3.15: {orderId} → the order with serverTime. */
    detail: (orderId: string, signal?: AbortSignal) =>
      http.call<OrderDetailAnswer>({ path: OrderDetailPath.detail, data: { orderId }, ...(signal ? { signal } : {}) }),
    /** F3.15: {orderId, orderNbr} → processList. */
    timeline: (orderId: string, orderNbr: string, signal?: AbortSignal) =>
      http.call<OrderTimelineAnswer>({ path: OrderDetailPath.timeline, data: { orderId, orderNbr }, ...(signal ? { signal } : {}) }),
    /** F3.15: {orderId} → the receipt PDF. */
    receipt: (orderId: string) => {
      if (!readBlob) return Promise.reject(new Error('No document reader'));
      return readBlob(OrderDetailPath.receiptDownload, { orderId });
    },
  };
}

export type OrderDetailApi = ReturnType<typeof createOrderDetailApi>;
