import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  birthdayBounds,
  birthdayRule,
  checkBirthday,
  compareDays,
  daysInMonth,
  displayBirthday,
  formatBirthday,
  isBirthdayAllowed,
  isRealDay,
  MINIMUM_SERVICE_AGE,
  nextDay,
  parseBirthday,
  type CalendarDay,
} from './age';

const day = (value: string) => parseBirthday(value) as CalendarDay;

/** Any real day between 1900 and 2100. */
const calendarDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));

describe('the calendar', () => {
  it('knows leap years and month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('parses and formats the spec birthday format YYYYMMDD', () => {
    expect(parseBirthday('19900715')).toEqual({ year: 1990, month: 7, day: 15 });
    expect(formatBirthday({ year: 1990, month: 7, day: 5 })).toBe('19900705');
    for (const bad of [
      '',
      '1990715',
      '199007150',
      '1990-07-15',
      '19900231',
      '20230229',
      '19901301',
      '19900700',
    ]) {
      expect(parseBirthday(bad)).toBeUndefined();
    }
  });

  it('round-trips every real day through YYYYMMDD', () => {
    fc.assert(
      fc.property(calendarDay, (d) => {
        expect(parseBirthday(formatBirthday(d))).toEqual(d);
      }),
    );
  });

  it('steps to the next day across months and years', () => {
    expect(nextDay(day('20240228'))).toEqual(day('20240229'));
    expect(nextDay(day('20230228'))).toEqual(day('20230301'));
    expect(nextDay(day('20241231'))).toEqual(day('20250101'));
    fc.assert(
      fc.property(calendarDay, (d) => {
        const next = nextDay(d);
        expect(isRealDay(next.year, next.month, next.day)).toBe(true);
        expect(compareDays(next, d)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageOn(day('20080615'), day('20240614'))).toBe(15);
    expect(ageOn(day('20080615'), day('20240615'))).toBe(16);
    expect(ageOn(day('20080615'), day('20240616'))).toBe(16);
  });

  it('makes 29 February birthdays a year older on 1 March in common years', () => {
    expect(ageOn(day('20080229'), day('20250228'))).toBe(16);
    expect(ageOn(day('20080229'), day('20250301'))).toBe(17);
    expect(ageOn(day('20080229'), day('20240229'))).toBe(16);
  });
});

describe('age limits', () => {
  const today = '20240615';

  it('accepts the minimum age on the birthday itself and refuses the day after (spec 02 §9: 16)', () => {
    expect(MINIMUM_SERVICE_AGE).toBe(16);
    expect(checkBirthday('20080615', today, { minAge: 16 })).toBeUndefined();
    expect(checkBirthday('20080616', today, { minAge: 16 })).toBe('too_young');
  });

  it('accepts the whole last year of the maximum age and refuses older', () => {
    expect(checkBirthday('19240616', today, { maxAge: 99 })).toBeUndefined();
    expect(checkBirthday('19240615', today, { maxAge: 99 })).toBe('too_old');
  });

  it('refuses future days and impossible dates before looking at ages', () => {
    expect(checkBirthday('20240616', today)).toBe('future');
    expect(checkBirthday('20240616', today, { minAge: 16 })).toBe('future');
    expect(checkBirthday('20230229', today)).toBe('invalid');
    expect(checkBirthday('20080615', 'not a day')).toBe('invalid');
    expect(checkBirthday(today, today)).toBeUndefined();
  });

  it('gives inclusive bounds that match the rule', () => {
    expect(birthdayBounds(day(today), { minAge: 16, maxAge: 99 })).toEqual({
      latest: day('20080615'),
      earliest: day('19240616'),
    });
    expect(birthdayBounds(day(today)).earliest).toBeUndefined();
    expect(birthdayBounds(day(today)).latest).toEqual(day(today));
    // Today is 29 February and the minimum-age year is common: the last accepted day is 28 February.
    expect(birthdayBounds(day('20240229'), { minAge: 15 }).latest).toEqual(day('20090228'));
  });

  it('accepts a birthday exactly when it lies within the bounds (property)', () => {
    fc.assert(
      fc.property(
        calendarDay,
        calendarDay,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 80 }),
        (birthday, now, minAge, extra) => {
          const limits = { minAge, maxAge: minAge + extra };
          const { earliest, latest } = birthdayBounds(now, limits);
          const inside =
            compareDays(birthday, latest) <= 0 &&
            (!earliest || compareDays(birthday, earliest) >= 0);
          expect(isBirthdayAllowed(birthday, now, limits)).toBe(inside);
        },
      ),
    );
  });

  const ruleAnswers: [birthday: string, messageKey: string | undefined][] = [
    ['', undefined], ['19900715', undefined],
    ['20100101', 'gaia_pickers_age_too_young'], ['19000101', 'gaia_pickers_age_too_old'],
    ['20250101', 'gaia_pickers_date_future'], ['1990', 'gaia_pickers_date_invalid'],
  ];

  it.each(ruleAnswers)('works as a rule returning message keys, leaving empty values to `required`: %j → %j', (birthday, messageKey) => {
    // toBe(undefined) is the check toBeUndefined() makes.
    expect(birthdayRule({ today, minAge: 16, maxAge: 99 })(birthday)).toBe(messageKey);
  });
});

describe('displayBirthday', () => {
  it('shows a stored birthday with the configured pattern in the interface language', () => {
    expect(displayBirthday('19900412', { pattern: 'Do MMM YYYY' })).toBe('12th Apr 1990');
    expect(displayBirthday('19900412', { pattern: 'DD/MM/YYYY' })).toBe('12/04/1990');
    expect(displayBirthday('19900412', { locale: 'ar', pattern: 'Do MMM YYYY' })).toBe(
      new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(1990, 3, 12)),
    );
  });

  it('shows the placeholder for none and text that names no real day as it is', () => {
    expect(displayBirthday(undefined, { empty: 'Not set' })).toBe('Not set');
    expect(displayBirthday('  ', { empty: 'Not set' })).toBe('Not set');
    expect(displayBirthday('19900231')).toBe('19900231');
  });
});
