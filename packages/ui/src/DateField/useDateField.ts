import { useState } from 'react';
import {
  birthdayBounds,
  BIRTHDAY_MESSAGE_KEYS,
  calendarDayOf,
  checkBirthday,
  compareDays,
  daysInMonth,
  formatBirthday,
  isRealDay,
  parseBirthday,
  type AgeLimits,
  type CalendarDay,
} from '@gaia/domain';

/** The three parts as chosen; '' while a part is not chosen yet. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: DateParts = { day: '', month: '', year: '' };

function partsOf(value: string): DateParts {
  const date = parseBirthday(value);
  return date
    ? { day: String(date.day), month: String(date.month), year: String(date.year) }
    : EMPTY;
}

/** When there is no maximum age the year list still ends somewhere. */
const OLDEST_YEAR_SPAN = 120;

export interface UseDateFieldOptions extends AgeLimits {
  value?: string;
  defaultValue: string;
  onChange?: (value: string) => void;
  /** Today as 'YYYYMMDD'; the clock's local day when omitted. */
  today?: string;
  /** First accepted day 'YYYYMMDD' — with `latest`, bounds replacing the age limits (an ID expiry). */
  earliest?: string;
  /** Last accepted day 'YYYYMMDD'. */
  latest?: string;
  /** Message key of a whole day outside the bounds. @default 'gaia_pickers_date_invalid' */
  outOfRangeKey?: string;
}

/**
 * Behaviour of the birthday field: three parts, the age-limit rule of @gaia/domain, and which
 * choices are disabled. The value is 'YYYYMMDD' once a whole, accepted date is chosen, else ''.
 */
export function useDateField({
  value,
  defaultValue,
  onChange,
  today,
  minAge,
  maxAge,
  earliest: earliestDay,
  latest: latestDay,
  outOfRangeKey = BIRTHDAY_MESSAGE_KEYS.invalid,
}: UseDateFieldOptions) {
  const [clockDay] = useState<CalendarDay>(() => calendarDayOf(new Date()));
  const now = (today && parseBirthday(today)) || clockDay;
  const limits: AgeLimits = { minAge, maxAge };
  // Explicit bounds (an expiry date, in the future) take the place of the birthday's age limits.
  const bounded = earliestDay !== undefined || latestDay !== undefined;
  const bounds = bounded
    ? { earliest: parseBirthday(earliestDay ?? ''), latest: parseBirthday(latestDay ?? '') ?? now }
    : birthdayBounds(now, limits);
  const { earliest, latest } = bounds;
  const first: CalendarDay = earliest ?? { year: latest.year - OLDEST_YEAR_SPAN, month: 1, day: 1 };
  const inRange = (d: CalendarDay) => compareDays(d, first) >= 0 && compareDays(d, latest) <= 0;
  /** The message key of a whole day's problem, if any. */
  const problemOf = (d: CalendarDay): string | undefined => {
    if (!bounded) {
      const problem = checkBirthday(d, now, limits);
      return problem ? BIRTHDAY_MESSAGE_KEYS[problem] : undefined;
    }
    if (!isRealDay(d.year, d.month, d.day)) return BIRTHDAY_MESSAGE_KEYS.invalid;
    return inRange(d) ? undefined : outOfRangeKey;
  };

  const [parts, setParts] = useState<DateParts>(() => partsOf(value ?? defaultValue));
  const [seenValue, setSeenValue] = useState(value);

  const year = Number(parts.year) || undefined;
  const month = Number(parts.month) || undefined;
  const day = Number(parts.day) || undefined;
  const complete = year !== undefined && month !== undefined && day !== undefined;
  const problem = complete ? problemOf({ year, month, day }) : undefined;
  const composed = complete && !problem ? formatBirthday({ year, month, day }) : '';

  // A new value from the parent replaces the parts (a reset or a prefill); our own echo does not.
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (value !== composed) setParts(partsOf(value));
  }

  /** Years from the most recent accepted one back to the oldest. */
  const years: number[] = [];
  for (let y = latest.year; y >= first.year; y -= 1) years.push(y);

  /** A month is disabled when none of its days is accepted in the chosen year. */
  const isMonthDisabled = (m: number) =>
    year !== undefined &&
    (compareDays({ year, month: m, day: 1 }, latest) > 0 ||
      compareDays({ year, month: m, day: daysInMonth(year, m) }, first) < 0);

  /** A day is disabled when it does not exist in the chosen month (and year) or is not accepted. */
  const isDayDisabled = (d: number) => {
    if (month === undefined) return false;
    if (year === undefined) return d > (month === 2 ? 29 : daysInMonth(2000, month));
    return !isRealDay(year, month, d) || !inRange({ year, month, day: d });
  };

  const update = (part: keyof DateParts, next: string) => {
    const nextParts = { ...parts, [part]: next };
    setParts(nextParts);
    const y = Number(nextParts.year);
    const m = Number(nextParts.month);
    const d = Number(nextParts.day);
    const whole = Boolean(y && m && d);
    const accepted = whole && !problemOf({ year: y, month: m, day: d });
    const nextValue = accepted ? formatBirthday({ year: y, month: m, day: d }) : '';
    if (nextValue !== composed) {
      setSeenValue(nextValue);
      onChange?.(nextValue);
    }
  };

  return {
    parts,
    update,
    years,
    isMonthDisabled,
    isDayDisabled,
    /** The message key of the chosen date's problem, if any. */
    problemKey: problem,
    value: composed,
  };
}
