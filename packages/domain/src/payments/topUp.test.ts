import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TOP_UP_GRID_COLUMNS,
  USD_SYMBOL,
  canSubmitTopUp,
  firstAmountSelection,
  initialTopUpState,
  parseAmountList,
  sameAmountList,
  selectedTopUpAmount,
  topUpAmountError,
  topUpCurrencyOptions,
  topUpCurrencySymbol,
  topUpReducer,
  type TopUpAction,
  type TopUpState,
} from './topUp';

const run = (actions: TopUpAction[], start: TopUpState) => actions.reduce(topUpReducer, start);

describe('amount grid (F3.6)', () => {
  it('has three columns', () => {
    expect(TOP_UP_GRID_COLUMNS).toBe(3);
  });

  it('reads the configured amount list', () => {
    expect(parseAmountList([5, '10', 20])).toEqual([5, 10, 20]);
    expect(parseAmountList('5,10, 20')).toEqual([5, 10, 20]);
    expect(parseAmountList('5,5,0,-1,abc,50')).toEqual([5, 50]);
    expect(parseAmountList(undefined)).toEqual([]);
    expect(sameAmountList([1, 2], [1, 2])).toBe(true);
    expect(sameAmountList([1, 2], [2, 1])).toBe(false);
  });

  it('preselects the first amount', () => {
    expect(firstAmountSelection([5, 10])).toEqual({ kind: 'preset', index: 0 });
    expect(firstAmountSelection([])).toEqual({ kind: 'none' });
    expect(selectedTopUpAmount(initialTopUpState([5, 10]))).toBe(5);
  });

  it('preselects the first amount again when the list changes, and keeps the choice when it does not', () => {
    const chosen = run([{ type: 'selectPreset', index: 2 }], initialTopUpState([5, 10, 20]));
    expect(selectedTopUpAmount(chosen)).toBe(20);
    expect(run([{ type: 'amountsLoaded', amounts: [5, 10, 20] }], chosen)).toBe(chosen);
    const changed = run([{ type: 'amountsLoaded', amounts: [1, 2, 3] }], chosen);
    expect(changed.selection).toEqual({ kind: 'preset', index: 0 });
    expect(selectedTopUpAmount(changed)).toBe(1);
    expect(run([{ type: 'amountsLoaded', amounts: [] }], chosen).selection).toEqual({ kind: 'none' });
  });

  it('ignores a preset outside the list', () => {
    const state = initialTopUpState([5]);
    expect(topUpReducer(state, { type: 'selectPreset', index: 3 })).toBe(state);
    expect(topUpReducer(state, { type: 'selectPreset', index: -1 })).toBe(state);
  });

  it('selects the custom option by clicking it, and keeps typed text normalised', () => {
    let state = run([{ type: 'selectCustom' }], initialTopUpState([5, 10]));
    expect(state.selection).toEqual({ kind: 'custom' });
    expect(selectedTopUpAmount(state)).toBeUndefined();
    state = run([{ type: 'typeCustom', raw: '0012.345' }], state);
    expect(state.customInput).toBe('12.34');
    expect(selectedTopUpAmount(state)).toBe(12.34);
    state = run([{ type: 'typeCustom', raw: '12.5', integer: true }], state);
    expect(state.customInput).toBe('125');
  });

  it('checks min and max', () => {
    const limits = { min: 1, max: 100 };
    expect(topUpAmountError(initialTopUpState([5]), limits)).toBeUndefined();
    expect(canSubmitTopUp(initialTopUpState([5]), limits)).toBe(true);
    const custom = run([{ type: 'selectCustom' }], initialTopUpState([5]));
    expect(topUpAmountError(custom, limits)).toBeUndefined();
    expect(canSubmitTopUp(custom, limits)).toBe(false);
    const tooMuch = run([{ type: 'typeCustom', raw: '150' }], custom);
    expect(topUpAmountError(tooMuch, limits)).toEqual({ key: 'tip_amount_request', values: { min: '1', max: '100' } });
    expect(canSubmitTopUp(tooMuch, limits)).toBe(false);
    expect(topUpAmountError(initialTopUpState([]), limits)).toBeUndefined();
    expect(canSubmitTopUp(initialTopUpState([]), limits)).toBe(false);
    expect(topUpAmountError(initialTopUpState([500]), limits)?.key).toBe('tip_amount_request');
  });
});

describe('currency switch (F3.6)', () => {
  it('offers the USD symbol and the local symbol', () => {
    expect(USD_SYMBOL).toBe('$');
    expect(topUpCurrencyOptions('ZWG')).toEqual([
      { value: 'USD', symbol: '$' },
      { value: 'LOCAL', symbol: 'ZWG' },
    ]);
    expect(topUpCurrencySymbol('USD', 'ZWG')).toBe('$');
    expect(topUpCurrencySymbol('LOCAL', 'ZWG')).toBe('ZWG');
  });

  it('converts nothing: it changes the currency and clears a typed amount', () => {
    const typed = run([{ type: 'typeCustom', raw: '25' }], initialTopUpState([5, 10], 'USD'));
    const switched = run([{ type: 'switchCurrency', currency: 'LOCAL' }], typed);
    expect(switched.currency).toBe('LOCAL');
    expect(switched.customInput).toBe('');
    expect(switched.amounts).toEqual([5, 10]);
    expect(topUpReducer(switched, { type: 'switchCurrency', currency: 'LOCAL' })).toBe(switched);
  });

  it("keeps a preset choice until the new currency's list arrives, which preselects its first amount", () => {
    const chosen = run([{ type: 'selectPreset', index: 1 }, { type: 'switchCurrency', currency: 'USD' }], initialTopUpState([5, 10]));
    expect(selectedTopUpAmount(chosen)).toBe(10);
    expect(selectedTopUpAmount(run([{ type: 'amountsLoaded', amounts: [1, 2] }], chosen))).toBe(1);
  });

  it('property: a preset selection always points into the list', () => {
    const action: fc.Arbitrary<TopUpAction> = fc.oneof(
      fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 5 }).map((amounts) => ({ type: 'amountsLoaded' as const, amounts })),
      fc.integer({ min: -2, max: 6 }).map((index) => ({ type: 'selectPreset' as const, index })),
      fc.constant({ type: 'selectCustom' as const }),
      fc.string().map((raw) => ({ type: 'typeCustom' as const, raw })),
      fc.constantFrom('USD' as const, 'LOCAL' as const).map((currency) => ({ type: 'switchCurrency' as const, currency })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const state = run(actions, initialTopUpState([5, 10, 20]));
        if (state.selection.kind === 'preset') expect(state.selection.index).toBeLessThan(state.amounts.length);
        expect(state.customInput).toMatch(/^$|^(0|[1-9]\d*)(\.\d{0,2})?$/);
      }),
    );
  });
});
