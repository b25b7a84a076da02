import { describe, expect, it } from 'vitest';
import { UsageUnitType } from '../model/balance';
import { bestDataUnit, formatUsageAmount, usageKind } from './usage';

describe('usage unit types (F3.4)', () => {
  it('are the documented codes', () => {
    expect(UsageUnitType).toEqual({ data: 1, voice: 2, sms: 3, currency: 4, whatsapp: 10001 });
    expect(usageKind(1)).toBe('data');
    expect(usageKind('1')).toBe('data');
    expect(usageKind(10001)).toBe('data');
    expect(usageKind(2)).toBe('voice');
    expect(usageKind(3)).toBe('sms');
    expect(usageKind(4)).toBe('currency');
    expect(usageKind(9)).toBeUndefined();
    expect(usageKind(undefined)).toBeUndefined();
  });
});

describe('formatUsageAmount (F3.4)', () => {
  it('shows data in the best-fitting unit', () => {
    expect(formatUsageAmount(3276.8, 1)).toEqual({ value: '3.2', unitKey: 'gaia_unit_gb', dataUnit: 'GB' });
    expect(formatUsageAmount(10240, 1)).toEqual({ value: '10', unitKey: 'gaia_unit_gb', dataUnit: 'GB' });
    expect(formatUsageAmount(800, 1)).toEqual({ value: '800', unitKey: 'gaia_unit_mb', dataUnit: 'MB' });
    expect(formatUsageAmount(0.5, 1)).toEqual({ value: '512', unitKey: 'gaia_unit_kb', dataUnit: 'KB' });
    expect(formatUsageAmount(2 * 1024 * 1024, 1).value).toBe('2');
    expect(formatUsageAmount(2 * 1024 * 1024, 1).unitKey).toBe('gaia_unit_tb');
    expect(formatUsageAmount(0, 1)).toEqual({ value: '0', unitKey: 'gaia_unit_kb', dataUnit: 'KB' });
  });

  it('shows WhatsApp buckets as data', () => {
    expect(formatUsageAmount(1536, UsageUnitType.whatsapp).value).toBe('1.5');
  });

  it('can be told the base unit and the target unit', () => {
    expect(formatUsageAmount(1048576, 1, { dataBaseUnit: 'KB' }).value).toBe('1');
    expect(formatUsageAmount(1048576, 1, { dataBaseUnit: 'KB' }).unitKey).toBe('gaia_unit_gb');
    expect(formatUsageAmount(2048, 1, { dataBaseUnit: 'B' }).value).toBe('2');
    expect(formatUsageAmount(512, 1, { dataUnit: 'GB' }).value).toBe('0.5');
    expect(bestDataUnit(1024)).toBe('GB');
  });

  it('shows voice in minutes, SMS as a count and currency as money', () => {
    expect(formatUsageAmount(45, 2)).toEqual({ value: '45', unitKey: 'gaia_unit_minute' });
    expect(formatUsageAmount(90, 2, { voiceBaseUnit: 'second' })).toEqual({ value: '1.5', unitKey: 'gaia_unit_minute' });
    expect(formatUsageAmount(12.7, 3)).toEqual({ value: '12', unitKey: 'gaia_unit_sms' });
    expect(formatUsageAmount(5.5, 4, { currencySymbol: '$' })).toEqual({ value: '$5.50' });
    expect(formatUsageAmount(5.5, 4, { currencySymbol: 'ZWG', currencyPosition: 'after' })).toEqual({ value: '5.50 ZWG' });
  });

  it('shows the bare number for an unknown unit type', () => {
    expect(formatUsageAmount(3.456, 99)).toEqual({ value: '3.46' });
  });
});
