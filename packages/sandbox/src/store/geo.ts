import type { Clock } from './clock';

/** The demo city: standard addresses with coordinates, towers and coverage, reverse geocoding (spec 03 F3.17). */
export class GeoBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
