import type { Clock } from './clock';

/** Returns, exchanges, SIM changes and shipment events of goods orders (F4.5). */
export class AfterSaleBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
