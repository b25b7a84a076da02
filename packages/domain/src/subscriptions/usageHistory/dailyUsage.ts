import { addDays, daysFrom } from './days';
import { USAGE_CYCLE_DAYS, type ConsumptionRecord, type DailyUsage } from './model';

/** A span of days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  beginDate: string;
  endDate: string;
}

/**
 * F3.4: the cycle the chart shows — the last `days` days up to and including `today` (today is
 * partial: it holds what was used so far).
 */
export function usageCycle(today: string, days: number = USAGE_CYCLE_DAYS): DayRange {
  return { beginDate: addDays(today, -(Math.max(1, Math.floor(days)) - 1)), endDate: today };
}

/** An amount that can be added: finite and not negative (a refund or a bad value counts as nothing). */
function usableAmount(value: unknown): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
}

/**
 * F3.4: the daily use of one unit type over a range: one entry per day, in order, days without a
 * record at 0, several records of one day added up, records outside the range or of another unit
 * type left out.
 */
export function dailyUsage(records: readonly ConsumptionRecord[], unitType: number, range: DayRange): DailyUsage[] {
  const byDay = new Map<string, number>();
  for (const record of records) {
    if (Number(record.unitType) !== unitType) continue;
    byDay.set(record.statDate, (byDay.get(record.statDate) ?? 0) + usableAmount(record.consumeAmount));
  }
  return daysFrom(range.beginDate, range.endDate).map((date) => ({ date, amount: byDay.get(date) ?? 0 }));
}

/** The total of a series. */
export function usageTotal(series: readonly DailyUsage[]): number {
  return series.reduce((sum, day) => sum + day.amount, 0);
}

/** The unit types that have any use in the records, in the order of `order`. */
export function unitTypesUsed(records: readonly ConsumptionRecord[], order: readonly number[]): number[] {
  const used = new Set(records.filter((record) => usableAmount(record.consumeAmount) > 0).map((record) => Number(record.unitType)));
  return order.filter((unitType) => used.has(unitType));
}

/** The first day the records know of (the line's history starts there), undefined without records. */
export function firstRecordedDay(records: readonly ConsumptionRecord[]): string | undefined {
  let first: string | undefined;
  for (const record of records) if (first === undefined || record.statDate < first) first = record.statDate;
  return first;
}
