/** Calls: after sale of goods orders (F4.5): return, exchange with its pre-check, SIM change, shipment tracking, receipt. */
import type { HttpClient } from '../../kernel/http/createHttpClient';
import { AfterSalePath } from './afterSalePaths';
import type {
  AfterSaleOrderCreated,
  AfterSaleReceipt,
  ExchangePreCheck,
  ExchangeRequest,
  ReturnPreCheck,
  ReturnRequest,
  ShipmentTrack,
  SimChangeRequest,
} from './afterSaleModel';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * The after-sale calls. Reads (pre-checks, tracking, receipt) resolve with the data or reject;
 * the requests resolve with every business answer, so the screen shows a refusal's own message.
 */
export function createAfterSaleApi(http: HttpClient) {
  return {
    /** {orderId} → which items may still be returned, how many, until when. */
    returnPreCheck: (orderId: string, signal?: AbortSignal) =>
      http.call<ReturnPreCheck>({ path: AfterSalePath.returnPreCheck, data: { orderId }, ...withSignal(signal) }),
    /** {orderId} → which items may be exchanged and for which SKUs. */
    exchangePreCheck: (orderId: string, signal?: AbortSignal) =>
      http.call<ExchangePreCheck>({ path: AfterSalePath.exchangePreCheck, data: { orderId }, ...withSignal(signal) }),
    /** {orderId} → the shipment's events. */
    trackShipment: (orderId: string, signal?: AbortSignal) =>
      http.call<ShipmentTrack>({ path: AfterSalePath.shipmentTrack, data: { orderId }, ...withSignal(signal) }),
    /** {orderId} → the receipt document and its download path. */
    receipt: (orderId: string, signal?: AbortSignal) =>
      http.call<AfterSaleReceipt>({ path: AfterSalePath.receipt, data: { orderId }, ...withSignal(signal) }),
    /** {orderId, items, reason, remarks} → the return order. */
    applyReturn: (request: ReturnRequest) => http.envelope<AfterSaleOrderCreated | null>({ path: AfterSalePath.applyReturn, data: request }),
    /** {orderId, offerCode, targetSkuId, reason, remarks} → the exchange order. */
    exchange: (request: ExchangeRequest) => http.envelope<AfterSaleOrderCreated | null>({ path: AfterSalePath.exchange, data: request }),
    /** {orderId, offerCode, reason, remarks} → the SIM change order. */
    changeSim: (request: SimChangeRequest) => http.envelope<AfterSaleOrderCreated | null>({ path: AfterSalePath.changeSim, data: request }),
  };
}

export type AfterSaleApi = ReturnType<typeof createAfterSaleApi>;
