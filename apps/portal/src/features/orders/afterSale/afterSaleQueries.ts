import { queryOptions } from '@tanstack/react-query';
import { afterSaleKeys, type ExchangePreCheck, type ReturnPreCheck, type ShipmentTrack } from '@gaia/domain';
import { afterSaleReadApi } from './afterSaleApi';

/** F4.5: which items of an order may still be returned. */
export function returnCheckQuery(orderId: string) {
  return queryOptions<ReturnPreCheck>({
    queryKey: afterSaleKeys.returnCheck(orderId),
    queryFn: ({ signal }) => afterSaleReadApi.returnPreCheck(orderId, signal),
  });
}

/** F4.5: which items of an order may be exchanged, and for which SKUs. */
export function exchangeCheckQuery(orderId: string) {
  return queryOptions<ExchangePreCheck>({
    queryKey: afterSaleKeys.exchangeCheck(orderId),
    queryFn: ({ signal }) => afterSaleReadApi.exchangePreCheck(orderId, signal),
  });
}

/** F4.5: the shipment's events. */
export function shipmentQuery(orderId: string) {
  return queryOptions<ShipmentTrack>({
    queryKey: afterSaleKeys.shipment(orderId),
    queryFn: ({ signal }) => afterSaleReadApi.trackShipment(orderId, signal),
  });
}
