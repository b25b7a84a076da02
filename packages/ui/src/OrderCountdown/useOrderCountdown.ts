import { useEffect, useRef, useState } from 'react';
import type { Clock } from '../internal/clock';
import { ORDER_COUNTDOWN_TICK_MS, orderPaymentCountdown, type Order, type OrderPaymentCountdown } from '@gaia/domain';

export interface UseOrderCountdownOptions {
  order: Pick<Order, 'orderState' | 'createdDate' | 'timeoutDuration'>;
  serverOffsetMs: number;
  serverUtcOffsetMinutes?: number;
  now: () => number;
  /** Where the ticks are scheduled. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  onExpire?: () => void;
}

/** What the polite status says: nothing yet, the start (with the time then left), or the expiry. */
export type CountdownAnnouncement = { kind: 'none' } | { kind: 'started'; time: string } | { kind: 'expired' };

/**
 * Behaviour of the payment countdown: recomputes `orderPaymentCountdown` every second from
 * the injected clock plus the server clock offset, stops at zero and calls `onExpire` once. Reports
 * the announcement: the start once, then the expiry.
 */
export function useOrderCountdown({ order, serverOffsetMs, serverUtcOffsetMinutes, now, clock, onExpire }: UseOrderCountdownOptions) {
  const compute = () => orderPaymentCountdown(order, now(), serverOffsetMs, serverUtcOffsetMinutes);
  const [countdown, setCountdown] = useState<OrderPaymentCountdown | undefined>(compute);
  const [announcement, setAnnouncement] = useState<CountdownAnnouncement>({ kind: 'none' });
  const computeRef = useRef(compute);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    computeRef.current = compute;
    expireRef.current = onExpire;
  });

  const { orderState, createdDate, timeoutDuration } = order;
  useEffect(() => {
    let timer: unknown;
    const tick = () => {
      const next = computeRef.current();
      setCountdown(next);
      if (!next) return;
      if (next.expired) {
        setAnnouncement((previous) => (previous.kind === 'expired' ? previous : { kind: 'expired' }));
        expireRef.current?.();
        return;
      }
      setAnnouncement((previous) => (previous.kind === 'none' ? { kind: 'started', time: next.text } : previous));
      timer = clock.setTimeout(tick, ORDER_COUNTDOWN_TICK_MS);
    };
    // The first reading comes right after mount, so the empty live region exists before it speaks.
    timer = clock.setTimeout(tick, 0);
    return () => clock.clearTimeout(timer);
  }, [orderState, createdDate, timeoutDuration, serverOffsetMs, serverUtcOffsetMinutes, clock]);

  return { countdown, announcement };
}
