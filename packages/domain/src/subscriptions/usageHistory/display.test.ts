import { describe, expect, it } from 'vitest';
import { formatLocalNumber } from '../../kernel/format/intl';
import { displayValue, formatLocalUsage, seriesDataUnit } from './display';

describe('F3.4 usage amounts for the interface language', () => {
  it('shows data in the best fitting unit, or the one given', () => {
    expect(formatLocalUsage(1536, 1, 'en')).toEqual({ value: '1.5', unitKey: 'gaia_unit_gb' });
    expect(formatLocalUsage(1536, 1, 'en', 'MB')).toEqual({ value: '1,536', unitKey: 'gaia_unit_mb' });
    expect(formatLocalUsage(0.5, 10001, 'en')).toEqual({ value: '512', unitKey: 'gaia_unit_kb' });
  });

  it('shows voice in minutes and SMS as a whole count', () => {
    expect(formatLocalUsage(12.345, 2, 'en')).toEqual({ value: '12.35', unitKey: 'gaia_unit_minute' });
    expect(formatLocalUsage(7.9, 3, 'en')).toEqual({ value: '7', unitKey: 'gaia_unit_sms' });
  });

  it('writes numbers the way the interface language does (Arabic separators too)', () => {
    expect(formatLocalUsage(1234.5, 2, 'ar').value).toBe(formatLocalNumber(1234.5, 'ar'));
  });

  it('a series is shown in the unit of its largest day', () => {
    expect(seriesDataUnit([{ date: 'a', amount: 300 }, { date: 'b', amount: 2048 }])).toBe('GB');
    expect(seriesDataUnit([])).toBe('MB');
    expect(displayValue(2048, 1, 'GB')).toBe(2);
    expect(displayValue(30, 2, 'GB')).toBe(30);
  });
});
