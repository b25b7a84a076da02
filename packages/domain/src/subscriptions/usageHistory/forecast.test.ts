import { describe, expect, it } from 'vitest';
import { forecastRunOut, runsOutEarly, usagePace } from './forecast';
import { forecastKey } from './display';
import { addDays } from './days';
import type { ConsumptionRecord } from './model';

const TODAY = '2026-03-20';

/** `days` days of `amount` a day of unit type 1, ending the day before today, plus `todayAmount` today. */
function history(days: number, amount: number, todayAmount = 0): ConsumptionRecord[] {
  const records = Array.from({ length: days }, (_, index) => ({ statDate: addDays(TODAY, -(index + 1)), unitType: 1, consumeAmount: amount }));
  return [...records, { statDate: TODAY, unitType: 1, consumeAmount: todayAmount }];
}

describe('F3.4 the current pace', () => {
  it('averages the last 7 full days, leaving out today (partial) and older days', () => {
    const records = [...history(7, 100, 5000), { statDate: addDays(TODAY, -8), unitType: 1, consumeAmount: 9000 }];
    expect(usagePace(records, 1, TODAY)).toEqual({ perDay: 100, days: 7 });
  });

  it('counts a day without use as a day of zero', () => {
    const records = history(7, 70).filter((r) => r.statDate !== addDays(TODAY, -3));
    expect(usagePace(records, 1, TODAY)).toEqual({ perDay: 60, days: 7 });
  });

  it('measures a young line from its first recorded day', () => {
    expect(usagePace(history(3, 90), 1, TODAY)).toEqual({ perDay: 90, days: 3 });
  });

  it('with one day of data (yesterday) the pace is that day', () => {
    expect(usagePace(history(1, 250, 40), 1, TODAY)).toEqual({ perDay: 250, days: 1 });
  });

  it('with history from today only, the pace is what today used so far', () => {
    expect(usagePace(history(0, 0, 40), 1, TODAY)).toEqual({ perDay: 40, days: 1 });
  });

  it('has no pace without any record', () => {
    expect(usagePace([], 1, TODAY)).toEqual({ perDay: 0, days: 0 });
  });

  it('a unit type without use on a line with history has a pace of zero', () => {
    expect(usagePace(history(7, 100), 2, TODAY)).toEqual({ perDay: 0, days: 7 });
  });
});

describe('F3.4 the run-out forecast', () => {
  const pace = { perDay: 100, days: 7 };

  it('warns when the bundle runs out before it expires', () => {
    const forecast = forecastRunOut({ remaining: 250, expiryDate: '2026-03-31 23:59:59' }, pace, TODAY);
    expect(forecast).toEqual({ kind: 'runsOut', runOutDate: '2026-03-22', daysLeft: 2, beforeExpiry: true, expiryDate: '2026-03-31' });
    expect(runsOutEarly(forecast)).toBe(true);
    expect(forecastKey(forecast)).toBe('gaia_usage_forecast_runs_out_early');
  });

  it('does not warn when it lasts until the expiry day or beyond', () => {
    const onExpiry = forecastRunOut({ remaining: 1100, expiryDate: '2026-03-31' }, pace, TODAY);
    expect(onExpiry).toMatchObject({ kind: 'runsOut', runOutDate: '2026-03-31', beforeExpiry: false });
    expect(runsOutEarly(onExpiry)).toBe(false);
    expect(forecastKey(onExpiry)).toBe('gaia_usage_forecast_runs_out');
  });

  it('a bundle without expiry never runs out "early"', () => {
    expect(forecastRunOut({ remaining: 150 }, pace, TODAY)).toEqual({ kind: 'runsOut', runOutDate: '2026-03-21', daysLeft: 1, beforeExpiry: false });
  });

  it('less than a day left runs out today', () => {
    expect(forecastRunOut({ remaining: 30, expiryDate: '2026-03-21' }, pace, TODAY)).toMatchObject({ runOutDate: TODAY, daysLeft: 0, beforeExpiry: true });
  });

  it('unlimited bundles cannot run out, whatever is left', () => {
    expect(forecastRunOut({ remaining: 0, unlimited: true, expiryDate: '2026-01-01' }, pace, TODAY)).toEqual({ kind: 'unlimited' });
  });

  it('an expired bundle is expired, even with something left', () => {
    expect(forecastRunOut({ remaining: 500, expiryDate: '2026-03-19' }, pace, TODAY)).toEqual({ kind: 'expired', expiryDate: '2026-03-19' });
    expect(forecastRunOut({ remaining: 500, expiryDate: '2026-03-20' }, pace, TODAY).kind).toBe('runsOut');
  });

  it('nothing left (or an amount that is no number) is exhausted', () => {
    expect(forecastRunOut({ remaining: 0, expiryDate: '2026-03-31' }, pace, TODAY)).toEqual({ kind: 'exhausted' });
    expect(forecastRunOut({ remaining: -5 }, pace, TODAY)).toEqual({ kind: 'exhausted' });
    expect(forecastRunOut({ remaining: Number.NaN }, pace, TODAY)).toEqual({ kind: 'exhausted' });
  });

  it('no use lately: it lasts; no history at all: nothing to forecast', () => {
    expect(forecastRunOut({ remaining: 10, expiryDate: '2026-03-31' }, { perDay: 0, days: 7 }, TODAY)).toEqual({ kind: 'noUse', expiryDate: '2026-03-31' });
    expect(forecastRunOut({ remaining: 10 }, { perDay: 0, days: 0 }, TODAY)).toEqual({ kind: 'noHistory' });
  });

  it('an unreadable expiry date counts as none', () => {
    expect(forecastRunOut({ remaining: 150, expiryDate: 'soon' }, pace, TODAY)).toMatchObject({ kind: 'runsOut', beforeExpiry: false });
  });
});
