import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AmountMessageKey,
  BILL_MAX_AMOUNT,
  amountInputValue,
  canContinueBillPayment,
  checkBillAmount,
  checkTopUpAmount,
  normaliseAmountInput,
  normaliseBillAmountInput,
  resolveBillLimits,
  resolveTopUpLimits,
} from './amount';

const AMOUNT_FORM = /^$|^(0|[1-9]\d*)(\.\d{0,2})?$/;

describe('normaliseAmountInput (F3.6)', () => {
  it('keeps digits and one dot, at most 2 decimals', () => {
    expect(normaliseAmountInput('12.345')).toBe('12.34');
    expect(normaliseAmountInput('1.2.3')).toBe('1.23');
    expect(normaliseAmountInput('$ 1,000.5')).toBe('1000.5');
    expect(normaliseAmountInput('12.')).toBe('12.');
    expect(normaliseAmountInput('abc')).toBe('');
    expect(normaliseAmountInput('')).toBe('');
  });

  it('collapses leading zeros, keeping a lone zero and "0."', () => {
    expect(normaliseAmountInput('007')).toBe('7');
    expect(normaliseAmountInput('00.5')).toBe('0.5');
    expect(normaliseAmountInput('0')).toBe('0');
    expect(normaliseAmountInput('000')).toBe('0');
    expect(normaliseAmountInput('0.')).toBe('0.');
    expect(normaliseAmountInput('0100')).toBe('100');
  });

  it('gives a leading dot its zero', () => {
    expect(normaliseAmountInput('.5')).toBe('0.5');
    expect(normaliseAmountInput('.')).toBe('0.');
  });

  it('keeps digits only when integers are required', () => {
    expect(normaliseAmountInput('12.5', { integer: true })).toBe('125');
    expect(normaliseAmountInput('007', { integer: true })).toBe('7');
    expect(normaliseAmountInput('0', { integer: true })).toBe('0');
    expect(normaliseAmountInput('1a2b', { integer: true })).toBe('12');
    expect(normaliseAmountInput('12.5', { maxDecimals: 0 })).toBe('125');
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(normaliseAmountInput('١٢٫٥')).toBe('12.5');
    expect(normaliseAmountInput('۱۰')).toBe('10');
  });

  it('property: the result is always a well-formed amount and normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..a ,-٣٫'.split('')) }), fc.boolean(), (raw, integer) => {
        const value = normaliseAmountInput(raw, { integer });
        expect(value).toMatch(integer ? /^$|^(0|[1-9]\d*)$/ : AMOUNT_FORM);
        expect(normaliseAmountInput(value, { integer })).toBe(value);
      }),
    );
  });

  it('property: any string gives a well-formed amount', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normaliseAmountInput(raw)).toMatch(AMOUNT_FORM);
      }),
    );
  });

  it('property: a typed amount survives (typing digits of a valid amount keeps them)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(normaliseAmountInput(text)).toBe(text);
        expect(amountInputValue(normaliseAmountInput(text))).toBeCloseTo(whole + cents / 100, 2);
      }),
    );
  });

  it('property: the digits kept are the leading digits typed, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,12}$/), (digits) => {
        expect(normaliseAmountInput(digits)).toBe(digits);
        expect(normaliseAmountInput(`00${digits}`)).toBe(digits);
      }),
    );
  });
});

describe('normaliseBillAmountInput (F3.7)', () => {
  it('digits with up to 2 decimals, no leading dot, a leading zero stripped unless followed by a dot', () => {
    expect(normaliseBillAmountInput('05')).toBe('5');
    expect(normaliseBillAmountInput('0.5')).toBe('0.5');
    expect(normaliseBillAmountInput('.5')).toBe('0.5');
    expect(normaliseBillAmountInput('12.345')).toBe('12.34');
    expect(normaliseBillAmountInput('1e3')).toBe('13');
  });

  it('property: never starts with a dot nor with a zero followed by a digit', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const value = normaliseBillAmountInput(raw);
        expect(value).not.toMatch(/^\./);
        expect(value).not.toMatch(/^0\d/);
        expect(value).toMatch(AMOUNT_FORM);
      }),
    );
  });
});

describe('amountInputValue', () => {
  it('reads the number an input holds', () => {
    expect(amountInputValue('12.5')).toBe(12.5);
    expect(amountInputValue('12.')).toBe(12);
    expect(amountInputValue('0')).toBe(0);
    expect(amountInputValue(7)).toBe(7);
    expect(amountInputValue('')).toBeUndefined();
    expect(amountInputValue('.')).toBeUndefined();
    expect(amountInputValue('abc')).toBeUndefined();
    expect(amountInputValue(undefined)).toBeUndefined();
    expect(amountInputValue(Number.NaN)).toBeUndefined();
  });
});

describe('top-up limits (F3.6)', () => {
  it('takes props first, then the configuration', () => {
    expect(resolveTopUpLimits({ min: 5 }, { minAmount: 1, maxAmount: '500' })).toEqual({ min: 5, max: 500 });
    expect(resolveTopUpLimits({}, { minAmount: '1', maxAmount: 100 })).toEqual({ min: 1, max: 100 });
    expect(resolveTopUpLimits({ min: null, max: '' }, {})).toEqual({});
    expect(resolveTopUpLimits()).toEqual({});
  });

  it('accepts amounts from min to max inclusive, else tip_amount_request with min and max', () => {
    const limits = { min: 1, max: 1000 };
    expect(checkTopUpAmount(1, limits)).toBeUndefined();
    expect(checkTopUpAmount('1000', limits)).toBeUndefined();
    expect(checkTopUpAmount('500.50', limits)).toBeUndefined();
    expect(checkTopUpAmount(0.99, limits)).toEqual({ key: 'tip_amount_request', values: { min: '1', max: '1,000' } });
    expect(checkTopUpAmount(1000.01, limits)).toEqual({ key: AmountMessageKey.topUpRange, values: { min: '1', max: '1,000' } });
    expect(checkTopUpAmount('', limits)?.key).toBe('tip_amount_request');
    expect(checkTopUpAmount(undefined, limits)?.key).toBe('tip_amount_request');
  });

  it('never accepts 0, and names only the configured side when one is open', () => {
    expect(checkTopUpAmount(0, { max: 10 })).toEqual({ key: 'gaia_topup_amount_at_most', values: { max: '10' } });
    expect(checkTopUpAmount(0.5, { min: 1 })).toEqual({ key: 'gaia_topup_amount_at_least', values: { min: '1' } });
    expect(checkTopUpAmount(0, {})).toEqual({ key: 'gaia_topup_amount_positive', values: {} });
    expect(checkTopUpAmount(1e9, {})).toBeUndefined();
  });

  it('property: valid exactly when min ≤ amount ≤ max and amount > 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 50_000 }), (cents, min, span) => {
        const amount = cents / 100;
        const limits = { min, max: min + span };
        const inRange = amount > 0 && amount >= limits.min && amount <= limits.max;
        expect(checkTopUpAmount(amount, limits) === undefined).toBe(inRange);
      }),
    );
  });
});

describe('bill amount (F3.7)', () => {
  it('resolves the limits, never above 100000', () => {
    expect(BILL_MAX_AMOUNT).toBe(100000);
    expect(resolveBillLimits({ minAmount: 1, maxAmount: 5000 })).toEqual({ min: 1, max: 5000 });
    expect(resolveBillLimits({ minAmount: '10', maxAmount: '250000' })).toEqual({ min: 10, max: 100000 });
    expect(resolveBillLimits({})).toEqual({ min: 0, max: 100000 });
    expect(resolveBillLimits()).toEqual({ min: 0, max: 100000 });
    expect(resolveBillLimits({ minAmount: -5 })).toEqual({ min: 0, max: 100000 });
  });

  it('is valid within min and max inclusive, with the hint tip_paybill_amount_limit', () => {
    const limits = { min: 1, max: 5000 };
    expect(checkBillAmount('1', limits)).toEqual({
      valid: true,
      hint: { key: 'tip_paybill_amount_limit', values: { min: '1', max: '5,000' } },
      hintTone: 'neutral',
    });
    expect(checkBillAmount('5000', limits).valid).toBe(true);
    expect(checkBillAmount('5000.01', limits)).toMatchObject({ valid: false, hintTone: 'error' });
    expect(checkBillAmount('0.5', limits).valid).toBe(false);
    expect(checkBillAmount('', limits).valid).toBe(false);
    expect(checkBillAmount('abc', limits).valid).toBe(false);
  });

  it('goes on to payment only above 0', () => {
    const limits = { min: 0, max: 100000 };
    expect(checkBillAmount('0', limits).valid).toBe(true);
    expect(canContinueBillPayment('0', limits)).toBe(false);
    expect(canContinueBillPayment('0.01', limits)).toBe(true);
    expect(canContinueBillPayment('100001', limits)).toBe(false);
    expect(canContinueBillPayment('', limits)).toBe(false);
  });
});
