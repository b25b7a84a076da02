import type { Clock } from './clock';

/** Carts per customer and anonymous, fee calculation with tax, goods order save (F4.3, F4.4). */
export class CartBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
