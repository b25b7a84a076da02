/** Party profiles by user id (spec 02 §3). */
export class ProfileBook {
  /** Back to the seeded state. */
  reset(): void {}
}
