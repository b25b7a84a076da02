import type { Clock } from './clock';

/** Available numbers with locks that expire, and new-connection onboarding orders (spec 02 F2.15, spec 03 F3.19). */
export class OnboardingBook {
  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    void this.clock;
  }
}
