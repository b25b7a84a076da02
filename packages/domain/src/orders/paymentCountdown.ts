/** The payment countdown of an order waiting for payment (F3.15, F3.16): server time, deadline, remaining time. */
import { type Order } from './order';
import { formatDurationHms } from '../kernel/format/duration';
import { isBlankValue } from '../kernel/format/placeholder';
import { showPaymentCountdown } from './orderStatus';

/** Countdown tick (spec 03 §9). */
export const ORDER_COUNTDOWN_TICK_MS = 1000;

/**
 * Reads a server time: epoch milliseconds (number or 12–13 digit text), ISO text with a zone, or
 * zone-less 'YYYY-MM-DD HH:mm:ss' / 'YYYYMMDDHHmmss'. Zone-less times are read in the zone
 * `serverUtcOffsetMinutes` east of UTC when given, else in the device's zone.
 */
export function parseServerTime(value: string | number | null | undefined, serverUtcOffsetMinutes?: number): number | undefined {
  if (isBlankValue(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (/^\d{12,13}$/.test(text)) return Number(text);
  const wall = /^(\d{4})-?(\d{2})-?(\d{2})[ T]?(\d{2}):?(\d{2}):?(\d{2})?(?:\.(\d{1,3}))?$/.exec(text);
  if (wall) {
    const [, y, mo, d, h, mi, s = '0', ms = '0'] = wall;
    const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0'))] as const;
    if (serverUtcOffsetMinutes !== undefined) return Date.UTC(...parts) - serverUtcOffsetMinutes * 60_000;
    return new Date(...parts).getTime();
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * The server clock offset: server time minus device time, measured when a response arrives (its
 * Date header or a server time field). Add it to the device's now to get the server's now.
 */
export function serverClockOffset(serverTimeMs: number, deviceTimeMs: number): number {
  return serverTimeMs - deviceTimeMs;
}

/** F3.15: the payment deadline — creation time plus timeoutDuration minutes; undefined when either is missing. */
export function orderPaymentDeadline(order: Pick<Order, 'createdDate' | 'timeoutDuration'>, serverUtcOffsetMinutes?: number): number | undefined {
  const created = parseServerTime(order.createdDate, serverUtcOffsetMinutes);
  const minutes = Number(order.timeoutDuration);
  if (created === undefined || order.timeoutDuration === undefined || order.timeoutDuration === '' || !Number.isFinite(minutes)) return undefined;
  return created + minutes * 60_000;
}

export interface OrderPaymentCountdown {
  remainingMs: number;
  /** HH:mm:ss. */
  text: string;
  /** At zero the order detail reloads (spec 03 §4). */
  expired: boolean;
}

/**
 * F3.15: the payment countdown of an order in state B, from creation time plus timeoutDuration,
 * shown HH:mm:ss and recomputed every second. Pure: `nowMs` is the device's clock and
 * `serverOffsetMs` the server clock offset, so a device whose clock is wrong still counts to the
 * server's deadline. Undefined when the order is not awaiting payment or has no deadline.
 */
export function orderPaymentCountdown(
  order: Pick<Order, 'orderState' | 'createdDate' | 'timeoutDuration'>,
  nowMs: number,
  serverOffsetMs = 0,
  serverUtcOffsetMinutes?: number,
): OrderPaymentCountdown | undefined {
  if (!showPaymentCountdown(order)) return undefined;
  const deadline = orderPaymentDeadline(order, serverUtcOffsetMinutes);
  if (deadline === undefined) return undefined;
  const remainingMs = Math.max(0, deadline - (nowMs + serverOffsetMs));
  return { remainingMs, text: formatDurationHms(remainingMs), expired: remainingMs === 0 };
}
