import { monotonicNow } from '../detail/monotonicClock';

/** The server's time now, from the detail's measured offset (a device clock set wrong does not move the window). */
export function serverNow(serverOffsetMs: number): number {
  return monotonicNow() + serverOffsetMs;
}
