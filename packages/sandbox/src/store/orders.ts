/** Orders of the customers in every state (spec 03 §3). */
export class OrderBook {
  /** Back to the seeded state. */
  reset(): void {}
}
