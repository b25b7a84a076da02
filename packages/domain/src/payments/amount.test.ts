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
  type AmountInputOptions,
  type AmountMessage,
  type BillLimits,
  type TopUpLimits,
} from './amount';
import type { BillAmountLimit } from './payment';
import { casesByRule } from '../kernel/testing/casesByRule';

const AMOUNT_FORM = /^$|^(0|[1-9]\d*)(\.\d{0,2})?$/;

describe('normaliseAmountInput (F3.6)', () => {
  /** Each rule of the typed amount, with what a typed text becomes under it. */
  const typedAmounts = casesByRule<[raw: string, options: AmountInputOptions | undefined, normalised: string]>({
    'keeps digits and one dot, at most 2 decimals': [
      ['12.345', undefined, '12.34'], ['1.2.3', undefined, '1.23'], ['$ 1,000.5', undefined, '1000.5'],
      ['12.', undefined, '12.'], ['abc', undefined, ''], ['', undefined, ''],
    ],
    'collapses leading zeros, keeping a lone zero and "0."': [
      ['007', undefined, '7'], ['00.5', undefined, '0.5'], ['0', undefined, '0'],
      ['000', undefined, '0'], ['0.', undefined, '0.'], ['0100', undefined, '100'],
    ],
    'gives a leading dot its zero': [['.5', undefined, '0.5'], ['.', undefined, '0.']],
    'keeps digits only when integers are required': [
      ['12.5', { integer: true }, '125'], ['007', { integer: true }, '7'], ['0', { integer: true }, '0'],
      ['1a2b', { integer: true }, '12'], ['12.5', { maxDecimals: 0 }, '125'],
    ],
    'reads Arabic-Indic digits and the Arabic decimal separator': [['١٢٫٥', undefined, '12.5'], ['۱۰', undefined, '10']],
  });

  it.each(typedAmounts)('%s: %j with %j → %j', (_rule, raw, options, normalised) => {
    expect(normaliseAmountInput(raw, options)).toBe(normalised);
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
  const typedBills: [raw: string, normalised: string][] = [
    ['05', '5'], ['0.5', '0.5'], ['.5', '0.5'], ['12.345', '12.34'], ['1e3', '13'],
  ];

  it.each(typedBills)(
    'digits with up to 2 decimals, no leading dot, a leading zero stripped unless followed by a dot: %j → %j',
    (raw, normalised) => {
      expect(normaliseBillAmountInput(raw)).toBe(normalised);
    },
  );

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
  const inputs: [input: string | number | undefined, value: number | undefined][] = [
    ['12.5', 12.5], ['12.', 12], ['0', 0], [7, 7],
    ['', undefined], ['.', undefined], ['abc', undefined], [undefined, undefined], [Number.NaN, undefined],
  ];

  it.each(inputs)('reads the number an input holds: %j → %j', (input, value) => {
    // toBe(undefined) is what toBeUndefined() checks: the same assertion for the empty rows.
    expect(amountInputValue(input)).toBe(value);
  });
});

describe('top-up limits (F3.6)', () => {
  it('takes props first, then the configuration', () => {
    expect(resolveTopUpLimits({ min: 5 }, { minAmount: 1, maxAmount: '500' })).toEqual({ min: 5, max: 500 });
    expect(resolveTopUpLimits({}, { minAmount: '1', maxAmount: 100 })).toEqual({ min: 1, max: 100 });
    expect(resolveTopUpLimits({ min: null, max: '' }, {})).toEqual({});
    expect(resolveTopUpLimits()).toEqual({});
  });

  const outOfRange = { min: '1', max: '1,000' };
  const topUpAmounts = casesByRule<[amount: number | string | undefined, limits: TopUpLimits, message: AmountMessage | undefined]>({
    'accepts amounts from min to max inclusive': [
      [1, { min: 1, max: 1000 }, undefined], ['1000', { min: 1, max: 1000 }, undefined], ['500.50', { min: 1, max: 1000 }, undefined],
    ],
    'else tip_amount_request with min and max': [
      [0.99, { min: 1, max: 1000 }, { key: 'tip_amount_request', values: outOfRange }],
      [1000.01, { min: 1, max: 1000 }, { key: AmountMessageKey.topUpRange, values: outOfRange }],
    ],
    'never accepts 0, and names only the configured side when one is open': [
      [0, { max: 10 }, { key: 'gaia_topup_amount_at_most', values: { max: '10' } }],
      [0.5, { min: 1 }, { key: 'gaia_topup_amount_at_least', values: { min: '1' } }],
      [0, {}, { key: 'gaia_topup_amount_positive', values: {} }],
      [1e9, {}, undefined],
    ],
  });

  it.each(topUpAmounts)('%s: %j within %j → %j', (_rule, amount, limits, message) => {
    expect(checkTopUpAmount(amount, limits)).toEqual(message);
  });

  it.each(['', undefined])('else tip_amount_request with min and max: %j → the key alone', (amount) => {
    expect(checkTopUpAmount(amount, { min: 1, max: 1000 })?.key).toBe('tip_amount_request');
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
  });

  const billLimits: [limit: BillAmountLimit | undefined, limits: BillLimits][] = [
    [{ minAmount: 1, maxAmount: 5000 }, { min: 1, max: 5000 }],
    [{ minAmount: '10', maxAmount: '250000' }, { min: 10, max: 100000 }],
    [{}, { min: 0, max: 100000 }], [undefined, { min: 0, max: 100000 }], [{ minAmount: -5 }, { min: 0, max: 100000 }],
  ];

  it.each(billLimits)('resolves the limits, never above 100000: %j → %j', (limit, limits) => {
    expect(resolveBillLimits(limit)).toEqual(limits);
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
