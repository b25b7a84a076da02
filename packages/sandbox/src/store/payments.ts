/** Payments, their attempts (idempotency keys) and transactions (spec 03 §3). */
export class PaymentBook {
  /** Back to the seeded state. */
  reset(): void {}
}
