import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  countdownState,
  msUntilNextChange,
  restoreCountdown,
  startForSecondsLeft,
  writeCountdownStart,
  type CountdownState,
  type KeyValueStorage,
} from '@gaia/domain';
import { useMountedRef } from '../internal/useMountedRef';

export interface UseCountdownButtonOptions {
  storageKey: string;
  seconds: number;
  onSend: () => unknown;
  now: () => number;
}

export type CountdownAnnouncement = { kind: 'started'; seconds: number } | { kind: 'ready' } | null;

/** Session storage, or null where it is missing or blocked (the countdown then lasts for the page only). */
function sessionStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Behaviour of the send / countdown / resend button. The state is recomputed from the send time and
 * the clock on every wake-up, never counted down, so a tab that was in the background, a sleeping
 * laptop or a reload (the start is kept in session storage) all show the right number at once.
 */
export function useCountdownButton({
  storageKey,
  seconds,
  onSend,
  now,
}: UseCountdownButtonOptions) {
  const storage = useMemo(() => sessionStore(), []);
  const nowRef = useRef(now);
  useLayoutEffect(() => {
    nowRef.current = now;
  }, [now]);
  const [state, setState] = useState<CountdownState>(() =>
    restoreCountdown(storage, storageKey, seconds, now()),
  );
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState<CountdownAnnouncement>(null);
  const sendingRef = useRef(false);
  const mounted = useMountedRef();

  // Another key (the account changed) or another length: read the stored start again.
  const restoredFor = useRef({ storageKey, seconds });
  useEffect(() => {
    if (restoredFor.current.storageKey === storageKey && restoredFor.current.seconds === seconds)
      return;
    restoredFor.current = { storageKey, seconds };
    setState(restoreCountdown(storage, storageKey, seconds, nowRef.current()));
  }, [storage, storageKey, seconds]);

  const { phase, startedAt } = state;
  useEffect(() => {
    if (phase !== 'counting' || startedAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      clearTimeout(timer);
      const at = nowRef.current();
      const next = countdownState(startedAt, seconds, at);
      setState((prev) =>
        prev.phase === next.phase && prev.remaining === next.remaining ? prev : next,
      );
      if (next.phase === 'ready') {
        setAnnouncement({ kind: 'ready' });
        return;
      }
      timer = setTimeout(sync, msUntilNextChange(startedAt, seconds, at) ?? 0);
    };
    timer = setTimeout(sync, msUntilNextChange(startedAt, seconds, nowRef.current()) ?? 0);
    // Timers are throttled in background tabs: catch up the moment the page is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, [phase, startedAt, seconds]);

  const send = useCallback(async () => {
    if (sendingRef.current || phase === 'counting') return;
    sendingRef.current = true;
    setSending(true);
    let result: unknown;
    try {
      result = await onSend();
    } catch {
      // The caller reports send errors (field error, toast); the button just stays ready to send.
      result = false;
    }
    sendingRef.current = false;
    if (!mounted.current) return;
    setSending(false);
    if (!result) return;
    // A number is the seconds the server says are left (an already-sent code): the countdown ends then.
    const at = nowRef.current();
    const startedAt = startForSecondsLeft(at, seconds, typeof result === 'number' ? result : undefined);
    writeCountdownStart(storage, storageKey, startedAt);
    const next = countdownState(startedAt, seconds, at);
    setState(next);
    setAnnouncement({ kind: 'started', seconds: next.remaining });
  }, [onSend, phase, seconds, storage, storageKey, mounted]);

  return { state, sending, announcement, send };
}
