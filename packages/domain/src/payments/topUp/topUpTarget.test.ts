import { describe, expect, it } from 'vitest';
import { defaultPortalConfig } from '../../kernel/config/portalConfig';
import { parsePaymentMethodSearch, toPaymentMethodSearch } from '../checkout/paymentMethodQuery';
import {
  TopUpMessageKey,
  billPaymentQuery,
  currencyCodeOf,
  currencySymbolOf,
  localCurrency,
  owedView,
  paymentMethodPath,
  rechargePaymentQuery,
  toRechargeNumber,
  toRechargeRequest,
  validateOtherNumber,
} from './topUpTarget';

describe('another number (F3.6): a provider number by the sign-in mobile rule', () => {
  it('accepts the national number with or without the country code, a leading 0 or spaces', () => {
    for (const number of ['771234567', '0771234567', '+263771234567', '263 77 123 4567', '078-345-6789', '٠٧٧١٢٣٤٥٦٧']) {
      expect(validateOtherNumber(number, defaultPortalConfig)).toBeUndefined();
    }
  });

  it('asks for a number when empty and refuses what is not a mobile number of the network', () => {
    expect(validateOtherNumber('  ', defaultPortalConfig)).toBe(TopUpMessageKey.otherRequired);
    for (const number of ['12345', '0761234567', 'abc', 'tariro@example.com', '07712345678']) {
      expect(validateOtherNumber(number, defaultPortalConfig)).toBe(TopUpMessageKey.otherInvalid);
    }
  });

  it('follows the configured mobile pattern', () => {
    expect(validateOtherNumber('0661234567', { ...defaultPortalConfig, mobilePattern: '^0?66\\d{7}$' })).toBeUndefined();
  });

  it('sends the 9-digit national number', () => {
    expect(toRechargeNumber('+263 77 123 4567')).toBe('771234567');
    expect(toRechargeNumber('0771234567')).toBe('771234567');
  });
});

describe('currency switch (F3.6)', () => {
  const list = [{ currencyCode: 'USD', currencySymbol: '$' }, { currencyCode: 'ZWG', currencySymbol: 'ZiG' }];

  it('the local currency is the first one that is not USD', () => {
    expect(localCurrency(list)).toEqual({ currencyCode: 'ZWG', currencySymbol: 'ZiG' });
    expect(localCurrency([{ currencyCode: 'USD', currencySymbol: '$' }])).toBeUndefined();
    expect(localCurrency(null)).toBeUndefined();
  });

  it('each segment has its code and symbol; without a local currency both are USD', () => {
    const local = localCurrency(list);
    expect([currencyCodeOf('USD', local), currencySymbolOf('USD', local)]).toEqual(['USD', '$']);
    expect([currencyCodeOf('LOCAL', local), currencySymbolOf('LOCAL', local)]).toEqual(['ZWG', 'ZiG']);
    expect([currencyCodeOf('LOCAL', undefined), currencySymbolOf('LOCAL', undefined)]).toEqual(['USD', '$']);
  });
});

describe('on to payment (F3.6, F3.7 → F3.8)', () => {
  it('a recharge request carries the national number and 2 decimals', () => {
    expect(toRechargeRequest({ accNbr: '0771234567', amount: 12.5, currencyCode: 'USD' })).toEqual({ accNbr: '771234567', amount: '12.50', currencyCode: 'USD' });
  });

  it('a prepared top-up opens the payment-method page with pay event recharge', () => {
    const query = rechargePaymentQuery({ accNbr: '771234567', acctNbr: 'AC771234567', amount: '10.00', amountDisplay: '$10.00', currencySymbol: '$' });
    expect(parsePaymentMethodSearch(toPaymentMethodSearch(query))).toEqual({
      payEvent: 'recharge',
      accNbr: '771234567',
      acctNbr: 'AC771234567',
      amount: '10.00',
      amountDisplay: '$10.00',
      currencySymbol: '$',
    });
  });

  it('F3.7 a bill opens it with pay event bill and the chosen amount shown as money with 2 decimals', () => {
    expect(billPaymentQuery({ acctNbr: 'AC772345678', amount: '1234.5', currencySymbol: '$' })).toEqual({
      payEvent: 'bill',
      acctNbr: 'AC772345678',
      amount: '1234.50',
      amountDisplay: '$1,234.50',
      currencySymbol: '$',
    });
    expect(billPaymentQuery({ acctNbr: 'AC772345678', amount: '45.8', currencySymbol: '$' }).amountDisplay).toBe('$45.80');
    expect(billPaymentQuery({ acctNbr: 'AC772345678', amount: '45', currencySymbol: 'ZWG', position: 'after' }).amountDisplay).toBe('45.00 ZWG');
  });

  it('phones go to the h5 page', () => {
    expect(paymentMethodPath(true)).toBe('/h5/selectPaymentMethod');
    expect(paymentMethodPath(false)).toBe('/selectPaymentMethod');
  });
});

describe('amount owed (F3.7)', () => {
  it('is due above 0 only; a credit counts as nothing due', () => {
    expect(owedView({ oweAmount: '45.80', amountDisplay: '$45.80', currencySymbol: '$' })).toEqual({ amount: 45.8, due: true, amountDisplay: '$45.80', currencySymbol: '$' });
    expect(owedView({ oweAmount: -3, amountDisplay: '', currencySymbol: '' })).toMatchObject({ amount: 0, due: false, amountDisplay: '$0.00', currencySymbol: '$' });
    expect(owedView({ oweAmount: '45.8', amountDisplay: '', currencySymbol: '$' }).amountDisplay).toBe('$45.80');
  });
});
