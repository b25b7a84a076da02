import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMemoryStorage } from '../storage/keys';
import { blockedStorage } from '../testing/blockedStorage';
import {
  DEFAULT_COUNTDOWN_SECONDS,
  clearCountdownStart,
  countdownLength,
  countdownState,
  deadlineOf,
  msUntilNextChange,
  parseCountdownStart,
  readCountdownStart,
  remainingSeconds,
  restoreCountdown,
  startForSecondsLeft,
  writeCountdownStart,
} from './countdown';
import { casesByRule } from '../testing/casesByRule';

const T0 = 1_700_000_000_000;

/** One test per case: `read` of a 60-second countdown started at T0, `elapsed` ms later, gives `expected`. */
function readsSixtySecondsAt<T>(
  cases: [rule: string, elapsed: number, expected: T][],
  read: (startedAt: number, seconds: number, now: number) => T,
) {
  it.each(cases)('%s: T0 + %s ms → %s', (_rule, elapsed, expected) => {
    expect(read(T0, 60, T0 + elapsed)).toBe(expected);
  });
}

describe('remainingSeconds', () => {
  /** A 60-second countdown started at T0, read `elapsed` ms later. */
  const sixtySeconds = casesByRule<[elapsed: number, remaining: number]>({
    'is the full length at the start and zero at the deadline': [[0, 60], [60_000, 0], [600_000, 0]],
    'rounds up, so the last second shows "1" until the very end': [[1, 60], [1000, 59], [59_001, 1], [59_999, 1]],
    'follows the clock, not ticks: a tab in the background for 45 s shows 15 straight away': [[45_000, 15]],
    'never exceeds the length when the clock is set back': [[-3_600_000, 60]],
  });

  readsSixtySecondsAt(sixtySeconds, remainingSeconds);

  it('always lies between 0 and the length, and never grows as time passes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.nat(1e6),
        (seconds, offset, step) => {
          const a = remainingSeconds(T0, seconds, T0 + offset);
          const b = remainingSeconds(T0, seconds, T0 + offset + step);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(seconds);
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });
});

describe('countdownState', () => {
  it('is idle when never sent', () => {
    expect(countdownState(null, 60, T0)).toEqual({ phase: 'idle', remaining: 0, startedAt: null });
    expect(countdownState(undefined, 60, T0).phase).toBe('idle');
    expect(countdownState(Number.NaN, 60, T0).phase).toBe('idle');
  });

  it('counts while before the deadline, then allows resend', () => {
    expect(countdownState(T0, 60, T0 + 20_000)).toEqual({
      phase: 'counting',
      remaining: 40,
      startedAt: T0,
    });
    expect(countdownState(T0, 60, deadlineOf(T0, 60))).toEqual({
      phase: 'ready',
      remaining: 0,
      startedAt: T0,
    });
  });
});

describe('msUntilNextChange', () => {
  const waits = casesByRule<[elapsed: number, wait: number | null]>({
    'wakes on the second boundaries of the deadline': [[0, 1000], [250, 750], [59_400, 600]],
    'is null once the countdown has ended': [[60_000, null], [90_000, null]],
  });

  readsSixtySecondsAt(waits, msUntilNextChange);

  it('lands exactly where the shown number changes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 299_999 }),
        (seconds, elapsed) => {
          fc.pre(elapsed < seconds * 1000);
          const now = T0 + elapsed;
          const wait = msUntilNextChange(T0, seconds, now);
          expect(wait).not.toBeNull();
          const before = remainingSeconds(T0, seconds, now);
          expect(remainingSeconds(T0, seconds, now + (wait as number) - 1)).toBe(before);
          expect(remainingSeconds(T0, seconds, now + (wait as number))).toBe(before - 1);
        },
      ),
    );
  });
});

describe('countdownLength', () => {
  const lengths: [configured: number | undefined, length: number][] = [
    [90, 90], [2.2, 3],
    [undefined, DEFAULT_COUNTDOWN_SECONDS],
    [0, 60], [-5, 60], [Number.POSITIVE_INFINITY, 60],
  ];

  it.each(lengths)('keeps a configured positive length and falls back to 60 otherwise: %s → %s', (configured, length) => {
    expect(countdownLength(configured)).toBe(length);
  });
});

describe('stored start time (spec 03: kept in session storage, survives reload)', () => {
  const storedStarts: [stored: string | null, start: number | null][] = [
    [String(T0), T0], [` ${T0} `, T0],
    [null, null], ['', null], ['0', null], ['-5', null],
    ['12.5', null], ['soon', null], ['99999999999999999', null],
  ];

  it.each(storedStarts)('parses only positive whole milliseconds: %j → %j', (stored, start) => {
    // toBe(null) is the check toBeNull() makes.
    expect(parseCountdownStart(stored)).toBe(start);
  });

  it('writes, reads back and clears under the given key', () => {
    const storage = createMemoryStorage();
    writeCountdownStart(storage, 'otp_login', T0);
    expect(storage.getItem('otp_login')).toBe(String(T0));
    expect(readCountdownStart(storage, 'otp_login')).toBe(T0);
    expect(readCountdownStart(storage, 'otp_other')).toBeNull();
    clearCountdownStart(storage, 'otp_login');
    expect(readCountdownStart(storage, 'otp_login')).toBeNull();
  });

  it('restores a running countdown after a reload', () => {
    const storage = createMemoryStorage();
    writeCountdownStart(storage, 'k', T0);
    expect(restoreCountdown(storage, 'k', 60, T0 + 20_000)).toEqual({
      phase: 'counting',
      remaining: 40,
      startedAt: T0,
    });
  });

  it('restores an ended countdown as ready to resend, and nothing stored as idle', () => {
    const storage = createMemoryStorage();
    writeCountdownStart(storage, 'k', T0);
    expect(restoreCountdown(storage, 'k', 60, T0 + 61_000).phase).toBe('ready');
    expect(restoreCountdown(storage, 'none', 60, T0).phase).toBe('idle');
  });

  it('treats a corrupted value as never sent', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', '{"startedAt":1}');
    expect(restoreCountdown(storage, 'k', 60, T0).phase).toBe('idle');
  });

  it('never throws when storage is missing or blocked', () => {
    expect(readCountdownStart(blockedStorage, 'k')).toBeNull();
    expect(() => writeCountdownStart(blockedStorage, 'k', T0)).not.toThrow();
    expect(() => clearCountdownStart(blockedStorage, 'k')).not.toThrow();
    expect(readCountdownStart(undefined, 'k')).toBeNull();
    expect(() => writeCountdownStart(null, 'k', T0)).not.toThrow();
    expect(restoreCountdown(undefined, 'k', 60, T0).phase).toBe('idle');
  });
});

describe('startForSecondsLeft — the server\'s remaining seconds after an already-sent answer (spec 01 §4)', () => {
  it('dates the start back so the countdown shows what the server says is left, and restores so', () => {
    const start = startForSecondsLeft(T0, 60, 17);
    expect(countdownState(start, 60, T0)).toEqual({ phase: 'counting', remaining: 17, startedAt: start });
    const storage = createMemoryStorage();
    writeCountdownStart(storage, 'k', start);
    expect(restoreCountdown(storage, 'k', 60, T0 + 10_000).remaining).toBe(7);
    expect(restoreCountdown(storage, 'k', 60, T0 + 17_000).phase).toBe('ready');
  });

  it('a full countdown from now without a usable value; never longer than the countdown length', () => {
    for (const left of [undefined, null, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(startForSecondsLeft(T0, 60, left)).toBe(T0);
    }
    expect(remainingSeconds(startForSecondsLeft(T0, 60, 90), 60, T0)).toBe(60);
    expect(remainingSeconds(startForSecondsLeft(T0, 60, 2.2), 60, T0)).toBe(3);
  });
});
