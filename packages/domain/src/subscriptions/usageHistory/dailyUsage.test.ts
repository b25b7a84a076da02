import { describe, expect, it } from 'vitest';
import { dailyUsage, firstRecordedDay, unitTypesUsed, usageCycle, usageTotal } from './dailyUsage';
import { addDays, dayOf, daysBetween, daysFrom, isIsoDay } from './days';
import type { ConsumptionRecord } from './model';

const record = (statDate: string, unitType: number, consumeAmount: number): ConsumptionRecord => ({ statDate, unitType, consumeAmount });

describe('F3.4 usage history days', () => {
  it('counts calendar days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysFrom('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(daysFrom('2026-04-02', '2026-04-01')).toEqual([]);
  });

  it('accepts real YYYY-MM-DD days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('20260228')).toBe(false);
    expect(isIsoDay(20260228)).toBe(false);
  });

  it('reads the day of an expiry date as the server sends it', () => {
    expect(dayOf('2026-03-31')).toBe('2026-03-31');
    expect(dayOf('2026-03-31 23:59:59')).toBe('2026-03-31');
    expect(dayOf('not a date')).toBeUndefined();
  });
});

describe('F3.4 the cycle and its daily use', () => {
  it('the cycle is the last 30 days up to today', () => {
    expect(usageCycle('2026-03-10')).toEqual({ beginDate: '2026-02-09', endDate: '2026-03-10' });
    expect(usageCycle('2026-03-10', 1)).toEqual({ beginDate: '2026-03-10', endDate: '2026-03-10' });
  });

  it('gives one entry per day, zero on days without use, and adds records of one day', () => {
    const records = [
      record('2026-03-01', 1, 100),
      record('2026-03-01', 1, 50.5),
      record('2026-03-03', 1, 20),
      record('2026-03-02', 2, 30),
      record('2026-02-28', 1, 999),
    ];
    expect(dailyUsage(records, 1, { beginDate: '2026-03-01', endDate: '2026-03-03' })).toEqual([
      { date: '2026-03-01', amount: 150.5 },
      { date: '2026-03-02', amount: 0 },
      { date: '2026-03-03', amount: 20 },
    ]);
  });

  it('counts negative, missing or text amounts that are no number as nothing', () => {
    const records = [record('2026-03-01', 3, -4), { statDate: '2026-03-01', unitType: 3, consumeAmount: 'x' as unknown as number }, { statDate: '2026-03-01', unitType: '3' as unknown as number, consumeAmount: '7' as unknown as number }];
    expect(dailyUsage(records, 3, { beginDate: '2026-03-01', endDate: '2026-03-01' })).toEqual([{ date: '2026-03-01', amount: 7 }]);
  });

  it('totals a series, lists the unit types used in the given order and finds the first day', () => {
    const records = [record('2026-03-02', 10001, 5), record('2026-03-01', 1, 3), record('2026-03-01', 3, 0)];
    expect(usageTotal([{ date: 'a', amount: 1.5 }, { date: 'b', amount: 2 }])).toBe(3.5);
    expect(unitTypesUsed(records, [1, 2, 3, 10001])).toEqual([1, 10001]);
    expect(firstRecordedDay(records)).toBe('2026-03-01');
    expect(firstRecordedDay([])).toBeUndefined();
  });
});
