import type { Clock } from './clock';

/** A clock that stands still until moved: for stories and tests of components that take a `Clock`. */
export interface ManualClock extends Clock {
  /** Sets the time (epoch milliseconds) and forgets every pending timer. */
  reset(at?: number): void;
  /**
   * Moves the time forward by `ms`, running every timer that falls due on the way (in order,
   * including timers those set), then lets the page render what they changed.
   */
  advance(ms: number): Promise<void>;
  /** Number of timers waiting to run. */
  pending(): number;
}

interface Pending {
  id: number;
  at: number;
  run: () => void;
}

export function manualClock(start = 0): ManualClock {
  let at = start;
  let sequence = 0;
  let timers: Pending[] = [];
  const next = () => timers.reduce<Pending | undefined>((soonest, timer) => (!soonest || timer.at < soonest.at || (timer.at === soonest.at && timer.id < soonest.id) ? timer : soonest), undefined);
  return {
    now: () => at,
    setTimeout(run, ms) {
      const id = ++sequence;
      timers.push({ id, at: at + Math.max(0, ms), run });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    reset(to = start) {
      at = to;
      timers = [];
    },
    async advance(ms) {
      const until = at + ms;
      for (let timer = next(); timer && timer.at <= until; timer = next()) {
        const due = timer;
        timers = timers.filter((other) => other !== due);
        at = due.at;
        due.run();
        // React renders what a timer changed before the next one runs.
        await Promise.resolve();
      }
      at = until;
      // Let the page render what the timers changed.
      await nextTask();
    },
    pending: () => timers.length,
  };
}

/**
 * Resolves after the tasks already queued (React's scheduled render among them) have run: one turn of
 * the event loop, not a period of time.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
