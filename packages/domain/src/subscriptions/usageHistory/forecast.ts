import { firstRecordedDay, dailyUsage, usageTotal } from './dailyUsage';
import { addDays, dayOf } from './days';
import { USAGE_PACE_DAYS, type ConsumptionRecord } from './model';

/**
 * The run-out forecast (F3.4, issue 14 item 4): at the current pace, when a bundle runs out, and
 * whether that is before the bundle expires. Pure and deterministic: "today" is always given.
 */

/** The current pace of one unit type: the average use per day over the days it was measured on. */
export interface UsagePace {
  /** Average amount per day, in the unit type's base unit. */
  perDay: number;
  /** How many days the average covers (0: no history at all). */
  days: number;
}

/**
 * F3.4: the current pace — the average daily use over the last `window` full days before today.
 * A line whose history starts later is measured from its first recorded day; a line whose history
 * starts today is measured on today alone (what it used so far). No records: no pace (days 0).
 */
export function usagePace(records: readonly ConsumptionRecord[], unitType: number, today: string, window: number = USAGE_PACE_DAYS): UsagePace {
  const first = firstRecordedDay(records);
  if (first === undefined || first > today) return { perDay: 0, days: 0 };
  const yesterday = addDays(today, -1);
  const windowStart = addDays(today, -Math.max(1, Math.floor(window)));
  const beginDate = first > windowStart ? first : windowStart;
  const range = beginDate <= yesterday ? { beginDate, endDate: yesterday } : { beginDate: today, endDate: today };
  const series = dailyUsage(records, unitType, range);
  return { perDay: usageTotal(series) / series.length, days: series.length };
}

/** A bundle as the forecast needs it. */
export interface ForecastBundle {
  /** What is left, in the unit type's base unit (the balance item's realBalance). */
  remaining: number;
  /** The balance item's unlimitedFlag is Y. */
  unlimited?: boolean;
  /** The bundle's expiry date as the server sends it (expDate); none: it does not expire. */
  expiryDate?: string | null;
}

/**
 * What the forecast says of one bundle:
 * - `unlimited`: it cannot run out;
 * - `expired`: its expiry day is before today;
 * - `exhausted`: nothing is left;
 * - `noHistory`: no usage was recorded on the line, nothing to forecast from;
 * - `noUse`: nothing of this unit type was used lately — at this pace it lasts;
 * - `runsOut`: it runs out on `runOutDate`, `daysLeft` days from today; `beforeExpiry` when that is
 *   before the expiry day (the gentle warning).
 */
export type RunOutForecast =
  | { kind: 'unlimited' }
  | { kind: 'expired'; expiryDate: string }
  | { kind: 'exhausted' }
  | { kind: 'noHistory' }
  | { kind: 'noUse'; expiryDate?: string }
  | { kind: 'runsOut'; runOutDate: string; daysLeft: number; beforeExpiry: boolean; expiryDate?: string };

/**
 * F3.4: when the bundle runs out at `pace`. The day it runs out is today plus the whole days the
 * remaining amount lasts (what is left lasts 2.5 days → the day after tomorrow); it runs out before
 * expiry when that day is earlier than the expiry day. A remaining amount that is not a finite
 * number counts as nothing left.
 */
export function forecastRunOut(bundle: ForecastBundle, pace: UsagePace, today: string): RunOutForecast {
  if (bundle.unlimited) return { kind: 'unlimited' };
  const expiryDate = bundle.expiryDate ? dayOf(bundle.expiryDate) : undefined;
  if (expiryDate !== undefined && expiryDate < today) return { kind: 'expired', expiryDate };
  const remaining = Number.isFinite(bundle.remaining) ? bundle.remaining : 0;
  if (remaining <= 0) return { kind: 'exhausted' };
  if (pace.days === 0) return { kind: 'noHistory' };
  if (!(pace.perDay > 0)) return { kind: 'noUse', ...(expiryDate ? { expiryDate } : {}) };
  const daysLeft = Math.floor(remaining / pace.perDay);
  const runOutDate = addDays(today, daysLeft);
  return {
    kind: 'runsOut',
    runOutDate,
    daysLeft,
    beforeExpiry: expiryDate !== undefined && runOutDate < expiryDate,
    ...(expiryDate ? { expiryDate } : {}),
  };
}

/** Whether the forecast calls for the gentle warning: the bundle runs out before it expires. */
export function runsOutEarly(forecast: RunOutForecast): forecast is Extract<RunOutForecast, { kind: 'runsOut' }> & { expiryDate: string } {
  return forecast.kind === 'runsOut' && forecast.beforeExpiry;
}
