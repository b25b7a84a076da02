import { readDateValue } from '../../kernel/format/intlDates';

/**
 * Calendar days as text (YYYY-MM-DD), counted without time zones: the usage history is kept per
 * day, and a day's text must not move when the device's clock crosses midnight in another zone.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((at(to) - at(from)) / MS_PER_DAY);
}

/** The device's local calendar day of a moment (today by default). */
export function localDay(moment: Date = new Date()): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/**
 * The local calendar day of a date as the server sends it (an expiry date "2026-03-31 23:59:59",
 * epoch milliseconds …); undefined when it is no date.
 */
export function dayOf(value: unknown): string | undefined {
  if (isIsoDay(value)) return value;
  const date = readDateValue(value);
  return date ? localDay(date) : undefined;
}

/** The days from `from` to `to`, both included, in order; empty when `to` is before `from`. */
export function daysFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => addDays(from, index));
}
