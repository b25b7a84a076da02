import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UsageUnitType } from './balanceModel';
import { bestDataUnit, formatUsageAmount, readAllowance, usageKind } from './usage';

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

describe('readAllowance (F3.4)', () => {
  it('reads an amount within its allowance as a share of it', () => {
    expect(readAllowance(20, 50)).toEqual({ state: 'within', remaining: 20, allowance: 50, excess: 0, percent: 40 });
    expect(readAllowance(0, 50)).toEqual({ state: 'within', remaining: 0, allowance: 50, excess: 0, percent: 0 });
    expect(readAllowance(50, 50)).toEqual({ state: 'within', remaining: 50, allowance: 50, excess: 0, percent: 100 });
  });

  it('reads more left than the allowance as the allowance plus an extra amount, never "80 of 50"', () => {
    expect(readAllowance(80, 50)).toEqual({ state: 'extra', remaining: 80, allowance: 50, excess: 30, percent: 100 });
  });

  it('reads a negative balance as nothing left and the amount used beyond the allowance', () => {
    expect(readAllowance(-5, 50)).toEqual({ state: 'overused', remaining: 0, allowance: 50, excess: 5, percent: 0 });
  });

  it('reads unlimited as a full bar whatever the amounts', () => {
    expect(readAllowance(0, 100, true)).toEqual({ state: 'unlimited', remaining: 0, allowance: 100, excess: 0, percent: 100 });
    expect(readAllowance(undefined, undefined, true).state).toBe('unlimited');
  });

  it('reads an amount without an allowance alone', () => {
    expect(readAllowance(5, 0)).toEqual({ state: 'noAllowance', remaining: 5, allowance: 0, excess: 0, percent: 100 });
    expect(readAllowance(5, undefined).state).toBe('noAllowance');
    expect(readAllowance(undefined, undefined)).toEqual({ state: 'noAllowance', remaining: 0, allowance: 0, excess: 0, percent: 0 });
    expect(readAllowance(Number.NaN, -10)).toEqual({ state: 'noAllowance', remaining: 0, allowance: 0, excess: 0, percent: 0 });
  });

  it('property: what is shown is never negative nor above the allowance unless marked extra, and the bar stays in 0–100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (real, gross) => {
        const reading = readAllowance(real, gross);
        expect(reading.remaining).toBeGreaterThanOrEqual(0);
        expect(reading.percent).toBeGreaterThanOrEqual(0);
        expect(reading.percent).toBeLessThanOrEqual(100);
        expect(reading.excess).toBeGreaterThanOrEqual(0);
        if (reading.state === 'within') expect(reading.remaining).toBeLessThanOrEqual(reading.allowance);
        if (reading.state === 'extra') expect(reading.remaining).toBeCloseTo(reading.allowance + reading.excess);
      }),
    );
  });
});
