/**
 * Paths of the after-sale calls (spec 03 §7 "Orders"; F4.5). The documents name applyReturnOrder,
 * …/exchange, …/exchange/preCheck, …/changeSim, …/shipment/track and …/receipt; the return
 * pre-check is ours, beside the exchange's (which items can still be returned, and how many).
 */
export const AfterSalePath = {
  applyReturn: '/ecare/order/applyReturnOrder',
  returnPreCheck: '/ecare/order/userOrder/return/preCheck',
  exchangePreCheck: '/ecare/order/userOrder/exchange/preCheck',
  exchange: '/ecare/order/userOrder/exchange',
  changeSim: '/ecare/order/userOrder/changeSim',
  shipmentTrack: '/ecare/order/userOrder/shipment/track',
  receipt: '/ecare/order/userOrder/receipt',
} as const;
