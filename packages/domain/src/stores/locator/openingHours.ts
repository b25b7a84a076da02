import type { OpeningPeriod } from './model';

/** One line of a shop's opening hours, ready to show: "Sat – Thu", "09:00", "21:00". */
export interface OpeningHoursLine {
  days: string;
  open: string;
  close: string;
}

/** A reference Sunday (2023-01-01 was a Sunday): weekday n is this date plus n days. */
const SUNDAY_UTC = Date.UTC(2023, 0, 1);

/** The short weekday name in the locale (0 Sunday … 6 Saturday). */
export function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(SUNDAY_UTC + (((weekday % 7) + 7) % 7) * 86_400_000),
  );
}

/** Splits weekdays, in their given order, into runs of consecutive days (Saturday runs on to Sunday). */
function runs(weekdays: readonly number[]): number[][] {
  const result: number[][] = [];
  for (const day of weekdays) {
    const last = result.at(-1);
    if (last && (last.at(-1)! + 1) % 7 === day) last.push(day);
    else result.push([day]);
  }
  return result;
}

/**
 * The opening periods as lines in the locale: days as ranges of three or more ("Sat – Thu"), shorter
 * runs listed ("Fri, Sat"); periods without a day or a time are left out.
 */
export function openingHoursLines(
  periods: readonly OpeningPeriod[],
  locale: string,
): OpeningHoursLine[] {
  const separator = locale.startsWith('ar') ? '، ' : ', ';
  return periods
    .filter((period) => period.weekdays.length > 0 && period.open && period.close)
    .map((period) => ({
      days: runs(period.weekdays)
        .map((run) =>
          run.length >= 3
            ? `${weekdayName(run[0]!, locale)} – ${weekdayName(run.at(-1)!, locale)}`
            : run.map((day) => weekdayName(day, locale)).join(separator),
        )
        .join(separator),
      open: period.open,
      close: period.close,
    }));
}
