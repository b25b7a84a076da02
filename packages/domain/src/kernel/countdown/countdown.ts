import type { KeyValueStorage } from '../storage/keys';

/**
 * The send / countdown / resend button of a one-time code (spec 01 §4 "Sending a sign-in code",
 * spec 03 "OTP countdown", F1.3, F1.4, F2.4). The countdown runs from a deadline, the time the code
 * was sent plus its length, so it stays right after a background tab, a sleeping laptop or a reload.
 * The start time is kept in session storage (spec 03: "Start time is kept in session storage so the
 * countdown survives reload").
 */

/** The countdown length when the configuration gives none (spec 01 §9: OTP gap 60 seconds). */
export const DEFAULT_COUNTDOWN_SECONDS = 60;

/** idle: never sent in this session; counting: resend not yet allowed; ready: resend allowed. */
export type CountdownPhase = 'idle' | 'counting' | 'ready';

export interface CountdownState {
  phase: CountdownPhase;
  /** Whole seconds left, rounded up (0 unless counting). */
  remaining: number;
  /** When the code was sent (epoch milliseconds), or null when never sent. */
  startedAt: number | null;
}

const IDLE: CountdownState = { phase: 'idle', remaining: 0, startedAt: null };

/** A usable countdown length: a positive whole number of seconds, else the default. */
export function countdownLength(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : DEFAULT_COUNTDOWN_SECONDS;
}

/** The moment resend becomes possible (epoch milliseconds). */
export function deadlineOf(startedAt: number, seconds: number): number {
  return startedAt + seconds * 1000;
}

/**
 * The send time to keep when the server says how many seconds are left before a resend (spec 01 §4:
 * an already-sent code, data.waitSeconds): dated back so the deadline falls `secondsLeft` from now
 * and the stored start still restores it after a reload. Never more than the countdown length
 * (`remainingSeconds` caps there); a missing or unusable value is a full countdown from now.
 */
export function startForSecondsLeft(
  now: number,
  seconds: number,
  secondsLeft: number | null | undefined,
): number {
  if (typeof secondsLeft !== 'number' || !Number.isFinite(secondsLeft) || secondsLeft <= 0) return now;
  const left = Math.min(Math.ceil(secondsLeft), seconds);
  return now - (seconds - left) * 1000;
}

/**
 * Whole seconds left until resend, rounded up so "1 s" shows until the very end, never more than
 * the countdown length (a clock set back cannot make it longer) and never below zero.
 */
export function remainingSeconds(startedAt: number, seconds: number, now: number): number {
  const left = Math.ceil((deadlineOf(startedAt, seconds) - now) / 1000);
  return Math.min(Math.max(left, 0), seconds);
}

/** The button's state from the send time (null when never sent) at `now`. */
export function countdownState(
  startedAt: number | null | undefined,
  seconds: number,
  now: number,
): CountdownState {
  if (startedAt === null || startedAt === undefined || !Number.isFinite(startedAt)) return IDLE;
  const remaining = remainingSeconds(startedAt, seconds, now);
  return { phase: remaining > 0 ? 'counting' : 'ready', remaining, startedAt };
}

/**
 * Milliseconds until the shown number changes (or the countdown ends), so a timer wakes exactly on
 * the second boundary of the deadline instead of counting ticks. Null when nothing will change.
 */
export function msUntilNextChange(startedAt: number, seconds: number, now: number): number | null {
  const left = deadlineOf(startedAt, seconds) - now;
  if (left <= 0) return null;
  const toBoundary = left % 1000;
  return toBoundary === 0 ? 1000 : toBoundary;
}

/** Reads a stored send time; anything that is not a positive whole number of milliseconds is ignored. */
export function parseCountdownStart(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,16}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Storage access that never throws (private browsing, blocked storage, quota). */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The stored send time under `key`, or null. */
export function readCountdownStart(
  storage: KeyValueStorage | null | undefined,
  key: string,
): number | null {
  if (!storage) return null;
  return parseCountdownStart(safely(() => storage.getItem(key), null));
}

/** Keeps the send time under `key` (session storage in the browser). */
export function writeCountdownStart(
  storage: KeyValueStorage | null | undefined,
  key: string,
  startedAt: number,
): void {
  if (!storage) return;
  safely(() => storage.setItem(key, String(Math.round(startedAt))), undefined);
}

/** Forgets the send time under `key`. */
export function clearCountdownStart(
  storage: KeyValueStorage | null | undefined,
  key: string,
): void {
  if (!storage) return;
  safely(() => storage.removeItem(key), undefined);
}

/**
 * The state to show on mount: the stored send time decides. A countdown that ended while the page
 * was away comes back as `ready` (a code was already sent in this session, so the button offers a resend).
 */
export function restoreCountdown(
  storage: KeyValueStorage | null | undefined,
  key: string,
  seconds: number,
  now: number,
): CountdownState {
  return countdownState(readCountdownStart(storage, key), seconds, now);
}
