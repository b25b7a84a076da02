/**
 * The time a component reads and the timers it sets, in one injectable object: the kit uses the
 * system clock; stories and tests pass a clock they move by hand (`manualClock`), so "nothing
 * happens for a while" is checked by moving the clock, not by sleeping.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `run` once after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The device's clock and the window's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
