/** The shipment timeline of a goods order (F4.5): its steps by delivery method, done, current or upcoming. */
import { ShipmentStatus, type DeliveryMethod, type ShipmentEvent, type ShipmentStatusCode, type ShipmentTrack } from './afterSaleModel';

/** The steps of a delivery, in order. */
export const DELIVERY_STEPS: readonly ShipmentStatusCode[] = [ShipmentStatus.packed, ShipmentStatus.shipped, ShipmentStatus.outForDelivery, ShipmentStatus.delivered];
/** The steps of a pickup at a shop, in order. */
export const PICKUP_STEPS: readonly ShipmentStatusCode[] = [ShipmentStatus.packed, ShipmentStatus.readyForPickup, ShipmentStatus.pickedUp];

/** The steps a method goes through. */
export function shipmentStepsOf(method: DeliveryMethod): readonly ShipmentStatusCode[] {
  return method === 'PICKUP' ? PICKUP_STEPS : DELIVERY_STEPS;
}

/** One step of the timeline as shown: its event when it happened. */
export interface ShipmentStep {
  status: ShipmentStatusCode;
  /** done: happened before the latest event; current: the latest event (or the last step, finished); upcoming: not yet. */
  state: 'done' | 'current' | 'upcoming';
  event?: ShipmentEvent;
}

/**
 * F4.5: the shipment timeline — every step of the method in order, each with its event when it
 * happened; the furthest step reached is current; later steps are upcoming. Events of a status the
 * method does not have are left out.
 */
export function shipmentTimeline(track: Pick<ShipmentTrack, 'deliveryMethod' | 'events'>): ShipmentStep[] {
  const steps = shipmentStepsOf(track.deliveryMethod);
  const eventOf = (status: ShipmentStatusCode) => track.events.filter((event) => event.status === status).at(-1);
  const reached = steps.reduce((furthest, status, index) => (eventOf(status) ? index : furthest), -1);
  return steps.map((status, index) => {
    const event = eventOf(status);
    const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    return { status, state, ...(event ? { event } : {}) };
  });
}

/** Whether the goods have reached the customer (delivered or picked up). */
export function isShipmentFinished(track: Pick<ShipmentTrack, 'deliveryMethod' | 'events'>): boolean {
  const last = shipmentStepsOf(track.deliveryMethod).at(-1);
  return track.events.some((event) => event.status === last);
}

/** The label key of a shipment status. */
export function shipmentStatusKey(status: string): string {
  return `gaia_aftersale_shipment_${status}`;
}
