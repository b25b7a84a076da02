import { describe, expect, it } from 'vitest';
import { defaultPortalConfig, resolvePortalConfig } from './portalConfig';

describe('portal configuration for components', () => {
  it('gives the defaults without backend values', () => {
    expect(resolvePortalConfig(undefined)).toEqual(defaultPortalConfig);
    expect(resolvePortalConfig({})).toEqual(defaultPortalConfig);
  });

  it('carries the display values components need (F0.7, spec 02 §9, spec 03 §9)', () => {
    const config = resolvePortalConfig(undefined);
    expect(config.dateFormat).toBe('Do MMM YYYY');
    expect(config.dateTimeFormat).toBe('Do MMM YYYY HH:mm:ss');
    expect(config.birthdayFormat).toBe('YYYYMMDD');
    expect(config.cycleDateFormat).toBe('DD/MM/YY');
    expect(config.activationDateFormat).toBe('DD/MM/YYYY');
    expect(config.emptyPlaceholder).toBe('--');
    expect(config.amountPrecision).toBe(2);
    expect(config.digitGroupSize).toBe(3);
    expect(config.spinnerDelayMs).toBe(300);
    expect(config.mask).toEqual({ leading: 3, trailing: 3, stars: 4 });
  });

  it('takes backend values over the defaults', () => {
    const config = resolvePortalConfig({ currencySymbol: 'ZiG', currencyPosition: 'after', spinnerDelayMs: 1000 });
    expect(config.currencySymbol).toBe('ZiG');
    expect(config.currencyPosition).toBe('after');
    expect(config.spinnerDelayMs).toBe(1000);
    expect(config.dateFormat).toBe(defaultPortalConfig.dateFormat);
  });
});
