/**
 * Paths of the order-list calls (spec 03 §7 "Orders"). The documents name only …/evaluation and
 * …/detail under /ecare/order/userOrder; the list, payment check and cancel are ours, beside them
 * (see the orders README).
 */
export const OrderListPath = {
  list: '/ecare/order/userOrder/list',
  paymentCheck: '/ecare/order/userOrder/paymentCheck',
  cancel: '/ecare/order/userOrder/cancel',
  evaluation: '/ecare/order/userOrder/evaluation',
} as const;
