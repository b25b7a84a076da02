import { useId } from 'react';
import { Clock as ClockIcon } from '../internal/icons/glyphs';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import type { Order } from '@gaia/domain';
import { systemClock, type Clock } from '../internal/clock';
import { useT } from '../provider/GaiaContext';
import { CountdownLabel, CountdownRoot, CountdownTime } from './OrderCountdown.styles';
import { useOrderCountdown } from './useOrderCountdown';

export interface OrderCountdownProps {
  /** The order: awaiting payment (state B) with createdDate and timeoutDuration (minutes); nothing renders otherwise. */
  order: Pick<Order, 'orderState' | 'createdDate' | 'timeoutDuration'>;
  /** Server time minus device time in ms (see `serverClockOffset`), so the count follows the server clock. @default 0 */
  serverOffsetMs?: number;
  /** Zone of zone-less server times, minutes east of UTC; the device's zone when omitted. */
  serverUtcOffsetMinutes?: number;
  /** The device clock, injectable for stories and tests. @default the `clock`'s time */
  now?: () => number;
  /**
   * The clock the countdown reads and ticks on (its `now` unless `now` is given); stories pass one
   * they move by hand. @default the system clock
   */
  clock?: Clock;
  /** Called once when the countdown reaches zero (the detail then reloads). */
  onExpire?: () => void;
  /** Label before the time: a message key. @default 'gaia_kitorders_countdown_label' */
  label?: string;
  /** Announced politely when the countdown starts, with {{time}}: a message key. @default 'gaia_kitorders_countdown_started' */
  startedMessage?: string;
  /** Announced politely at zero: a message key. @default 'gaia_kitorders_countdown_expired' */
  expiredMessage?: string;
}

// F3.15
/**
 * The payment countdown of an order awaiting payment, HH:mm:ss, ticking every
 * second against the server clock. The ticking time is not live; a polite status announces only
 * the start and the expiry.
 */
export function OrderCountdown({
  order,
  serverOffsetMs = 0,
  serverUtcOffsetMinutes,
  now,
  clock = systemClock,
  onExpire,
  label = 'gaia_kitorders_countdown_label',
  startedMessage = 'gaia_kitorders_countdown_started',
  expiredMessage = 'gaia_kitorders_countdown_expired',
}: OrderCountdownProps) {
  const t = useT();
  const labelId = `gaia-countdown-${useId()}`;
  const { countdown, announcement } = useOrderCountdown({ order, serverOffsetMs, serverUtcOffsetMinutes, now: now ?? clock.now, clock, onExpire });
  const expired = countdown?.expired ?? false;
  const spoken =
    announcement.kind === 'started' ? t(startedMessage, { time: announcement.time }) : announcement.kind === 'expired' ? t(expiredMessage) : '';

  if (!countdown) return null;
  return (
    <CountdownRoot data-expired={expired ? 'true' : undefined}>
      <ClockIcon size={16} aria-hidden="true" />
      <CountdownLabel id={labelId}>{t(label)}</CountdownLabel>
      <CountdownTime role="timer" aria-labelledby={labelId} aria-live="off">
        {countdown.text}
      </CountdownTime>
      <VisuallyHidden role="status" aria-live="polite">
        {spoken}
      </VisuallyHidden>
    </CountdownRoot>
  );
}
