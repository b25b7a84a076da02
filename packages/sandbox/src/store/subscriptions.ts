/** Lines, balances and boosters by customer (spec 03 §3). */
export class SubscriptionBook {
  /** Back to the seeded state. */
  reset(): void {}
}
