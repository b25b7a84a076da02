import type { Clock } from './clock';

/** Shops (business halls) with opening details and stock per SKU (spec 03 F3.18). */
export class ShopBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
