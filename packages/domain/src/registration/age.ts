import { formatLocalDate, type LocalDateOptions } from '../kernel/format/intlDates';
import type { Rule } from '../kernel/rules/rules';

/**
 * Birthdays and age limits (spec 02 §5 "birthday limited by configured min and max age in years",
 * §9 "minimum age 16"; spec 01 §9 birthday format YYYYMMDD). Pure calendar arithmetic on whole days:
 * no Date objects, no time zones, so the same inputs give the same answer on every host.
 */

/** A day of the calendar without time or zone; `month` runs 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Age limits in whole years; either bound may be left out. */
export interface AgeLimits {
  /** The youngest accepted age (inclusive). */
  minAge?: number;
  /** The oldest accepted age (inclusive). */
  maxAge?: number;
}

/** Spec 02 §9: customers younger than this cannot use the services (the under-16 block page). */
export const MINIMUM_SERVICE_AGE = 16;

/** Why a birthday is refused. */
export type BirthdayProblem = 'invalid' | 'future' | 'too_young' | 'too_old';

/** The message key of each problem (catalogue area uiPickers); interpolate `{{min}}` and `{{max}}`. */
export const BIRTHDAY_MESSAGE_KEYS: Readonly<Record<BirthdayProblem, string>> = {
  invalid: 'gaia_pickers_date_invalid',
  future: 'gaia_pickers_date_future',
  too_young: 'gaia_pickers_age_too_young',
  too_old: 'gaia_pickers_age_too_old',
};

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the three numbers name a day that exists (no 31 April, no 29 February 2023). */
export function isRealDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses the spec's birthday format 'YYYYMMDD'; undefined unless it is exactly eight digits naming a real day. */
export function parseBirthday(value: string): CalendarDay | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? { year, month, day } : undefined;
}

/**
 * A stored birthday ('YYYYMMDD', spec 02 §3 "display-formatted birthday") for reading: the configured
 * date pattern in the interface language ("12th Apr 1990", "12 أبريل 1990"); the empty placeholder
 * when there is none, and text that names no real day as it is.
 */
export function displayBirthday(value: string | null | undefined, options: LocalDateOptions = {}): string {
  const text = value?.trim() ?? '';
  const day = parseBirthday(text);
  if (day) return formatLocalDate(new Date(day.year, day.month - 1, day.day), options);
  return text || formatLocalDate(undefined, options);
}

/** Formats a day as 'YYYYMMDD'. */
export function formatBirthday(date: CalendarDay): string {
  return `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
}

/** The local calendar day of a Date (for callers that start from the clock). */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Negative when a is before b, 0 when the same day, positive when after. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The day after. */
export function nextDay(date: CalendarDay): CalendarDay {
  if (date.day < daysInMonth(date.year, date.month)) return { ...date, day: date.day + 1 };
  if (date.month < 12) return { year: date.year, month: date.month + 1, day: 1 };
  return { year: date.year + 1, month: 1, day: 1 };
}

/**
 * Age in whole years on `today`. The birthday counts once its month and day are reached, so someone
 * born on 29 February becomes a year older on 1 March in common years.
 */
export function ageOn(birthday: CalendarDay, today: CalendarDay): number {
  const beforeBirthday =
    today.month < birthday.month || (today.month === birthday.month && today.day < birthday.day);
  return today.year - birthday.year - (beforeBirthday ? 1 : 0);
}

/** The last birthday whose owner is at least `years` old on `today`. */
function latestBirthdayForAge(today: CalendarDay, years: number): CalendarDay {
  const year = today.year - years;
  const day = Math.min(today.day, daysInMonth(year, today.month));
  return { year, month: today.month, day };
}

/**
 * The first and last accepted birthday on `today` (both inclusive). The last is never after today;
 * `earliest` is undefined when there is no maximum age.
 */
export function birthdayBounds(
  today: CalendarDay,
  limits: AgeLimits = {},
): { earliest?: CalendarDay; latest: CalendarDay } {
  const latest = latestBirthdayForAge(today, Math.max(0, limits.minAge ?? 0));
  const earliest =
    limits.maxAge === undefined
      ? undefined
      : nextDay(latestBirthdayForAge(today, limits.maxAge + 1));
  return { earliest, latest };
}

function toDay(value: string | CalendarDay): CalendarDay | undefined {
  if (typeof value !== 'string')
    return isRealDay(value.year, value.month, value.day) ? value : undefined;
  return parseBirthday(value);
}

/** The first reason a birthday is refused, or undefined when it is accepted. */
export function checkBirthday(
  birthday: string | CalendarDay,
  today: string | CalendarDay,
  limits: AgeLimits = {},
): BirthdayProblem | undefined {
  const date = toDay(birthday);
  const now = toDay(today);
  if (!date || !now) return 'invalid';
  if (compareDays(date, now) > 0) return 'future';
  const age = ageOn(date, now);
  if (limits.minAge !== undefined && age < limits.minAge) return 'too_young';
  if (limits.maxAge !== undefined && age > limits.maxAge) return 'too_old';
  return undefined;
}

/** True when the birthday passes every limit. */
export function isBirthdayAllowed(
  birthday: string | CalendarDay,
  today: string | CalendarDay,
  limits: AgeLimits = {},
): boolean {
  return checkBirthday(birthday, today, limits) === undefined;
}

/**
 * A rule (see rules.ts) for a 'YYYYMMDD' birthday: an empty value passes (pair with `required`),
 * otherwise the message key of the first problem. Interpolate `{ min: minAge, max: maxAge }`.
 */
export function birthdayRule(options: AgeLimits & { today: string | CalendarDay }): Rule {
  return (value) => {
    if (value.length === 0) return undefined;
    const problem = checkBirthday(value, options.today, options);
    return problem ? BIRTHDAY_MESSAGE_KEYS[problem] : undefined;
  };
}
