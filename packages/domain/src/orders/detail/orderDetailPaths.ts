/**
 * Paths of the order detail calls (spec 03 §7 "Orders"): the detail path and both receipt
 * downloads are the documents'; the timeline path is ours, beside the detail.
 */
export const OrderDetailPath = {
  detail: '/ecare/order/userOrder/detail',
  timeline: '/ecare/order/userOrder/processList',
  receiptDownload: '/ecare/shop/order/receipt/download',
  commonReceipt: '/ecare/common/down-receipt',
} as const;
