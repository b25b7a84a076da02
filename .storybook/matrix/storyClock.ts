// The story tests' date (ADR 0009). Stories show what is dated from "now": the sandbox's balances,
// orders and usage history, the run-out forecast, "today" in a date field. A screenshot taken on
// another day would differ from its baseline for that alone. In a test run each story therefore
// starts at the same instant and its time then runs as usual (timers, countdowns, the calls' delays
// are untouched); in the Storybook a reader opens, dates are the real ones.

/** When every story of a test run starts: a weekday morning, far from midnight in any of the portal's time zones. */
export const STORY_START = Date.parse('2026-11-18T09:00:00Z');

const SystemDate = Date;
let offset = 0;

/** `Date` with "now" moved by the story clock's offset; a date asked for by its parts or value is that date. */
const StoryDate = function StoryDate(this: unknown, ...args: unknown[]) {
  if (!new.target) return new SystemDate(SystemDate.now() + offset).toString();
  if (args.length === 0) return Reflect.construct(SystemDate, [SystemDate.now() + offset], new.target);
  return Reflect.construct(SystemDate, args, new.target);
} as unknown as DateConstructor;
// The same prototype: a story date is a Date (instanceof, methods) either way round.
Object.assign(StoryDate, { prototype: SystemDate.prototype, now: () => SystemDate.now() + offset, parse: SystemDate.parse, UTC: SystemDate.UTC });

/** Sets "now" to STORY_START for the story about to load, and puts the story clock in place. */
export function startStoryClock() {
  offset = STORY_START - SystemDate.now();
  globalThis.Date = StoryDate;
}
