import { describe, expect, it } from 'vitest';
import { openingHoursLines, weekdayName } from './openingHours';

describe('F3.18 opening hours', () => {
  it('names weekdays in the locale', () => {
    expect(weekdayName(0, 'en')).toBe('Sun');
    expect(weekdayName(6, 'en')).toBe('Sat');
    expect(weekdayName(5, 'ar')).not.toBe(weekdayName(5, 'en'));
  });
  it('writes runs of three days or more as a range, shorter ones as a list', () => {
    expect(
      openingHoursLines(
        [
          { weekdays: [6, 0, 1, 2, 3, 4], open: '09:00', close: '21:00' },
          { weekdays: [5], open: '14:00', close: '20:00' },
          { weekdays: [], open: '01:00', close: '02:00' },
        ],
        'en',
      ),
    ).toEqual([
      { days: 'Sat – Thu', open: '09:00', close: '21:00' },
      { days: 'Fri', open: '14:00', close: '20:00' },
    ]);
    expect(openingHoursLines([{ weekdays: [1, 2, 5], open: '08:00', close: '12:00' }], 'en')[0]!.days).toBe('Mon, Tue, Fri');
  });
});
