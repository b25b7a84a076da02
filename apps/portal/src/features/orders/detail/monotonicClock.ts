import type { Clock } from '@gaia/ui';

/*
 * The countdown must not follow the device's wall clock (which a person may set wrong or change
 * while watching): time is the page's monotonic clock, anchored once to the wall clock, and the
 * server offset measured against this same clock corrects the anchor.
 */
const wallAtStart = Date.now();
const monoAtStart = performance.now();

/** Epoch-like milliseconds that only ever move forward, at the real pace. */
export function monotonicNow(): number {
  return wallAtStart + (performance.now() - monoAtStart);
}

/** The kit clock of the detail's countdown (F3.15). */
export const monotonicClock: Clock = {
  now: monotonicNow,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
