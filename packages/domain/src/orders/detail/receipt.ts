/** The purchased-goods receipt (F3.15): its file name, its check, and the native host's hand-off. */
import type { Order } from '../order';

/** F3.15: the name a downloaded receipt is saved under. */
export function receiptFileName(order: Pick<Order, 'orderNbr'>): string {
  const safe = order.orderNbr.replace(/[^A-Za-z0-9_-]/g, '') || 'order';
  return `receipt-${safe}.pdf`;
}

/** Whether bytes are a PDF document (they start with %PDF-), so an error page is never saved as one. */
export function isPdfDocument(head: Uint8Array): boolean {
  return head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';
}

/**
 * The native host's receipt download (spec 03 §7: "shop receipt download (orderId, or native
 * bridge)"): `window.GaiaHost.downloadReceipt(orderId)` when the app injects it, else undefined and
 * the browser downloads the PDF itself.
 */
export function hostReceiptDownloader(win: unknown): ((orderId: string) => void) | undefined {
  const host = (win as { GaiaHost?: { downloadReceipt?: unknown } } | null | undefined)?.GaiaHost;
  const download = host?.downloadReceipt;
  return typeof download === 'function' ? (orderId: string) => void (download as (id: string) => unknown).call(host, orderId) : undefined;
}
