import { useEffect, useRef, useState } from 'react';
import type { Clock } from '../internal/clock';

/* The stack's clocks and announcement timing: loaded with the stack, not with the toast queue. */

/**
 * Closes a toast after its duration. The remaining time is kept while paused, so hovering or
 * focusing a toast, or leaving the page, never makes it vanish unread (WCAG 2.2.1).
 */
export function useToastTimer(durationMs: number, paused: boolean, onExpire: () => void, clock: Clock) {
  const remaining = useRef(durationMs);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    remaining.current = durationMs;
  }, [durationMs]);
  useEffect(() => {
    if (paused || !(durationMs > 0) || !Number.isFinite(durationMs)) return undefined;
    const started = clock.now();
    const timer = clock.setTimeout(() => expire.current(), Math.max(0, remaining.current));
    return () => {
      clock.clearTimeout(timer);
      remaining.current -= clock.now() - started;
    };
  }, [paused, durationMs, clock]);
}

/** Whether the page is hidden (another tab, a minimised window): toasts wait for the person to come back. */
export function usePageHidden() {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * Text of a live region filled a moment after the region is inserted, so screen readers that only
 * watch existing regions still hear it.
 */
export function useDeferredAnnouncement(delayMs = 100) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
