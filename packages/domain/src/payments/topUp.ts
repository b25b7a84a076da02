import type { AmountConfig } from './payment';
import { readMoneyValue } from '../kernel/format/money';
import {
  amountInputValue,
  checkTopUpAmount,
  normaliseAmountInput,
  type AmountMessage,
  type TopUpLimits,
} from './amount';

/**
 * Top-up (F3.6) — spec 03 §2 "Top-up amount grid (three columns plus optional custom input) and a
 * currency segmented switch between a USD symbol and the local symbol", §4 "Top-up amount", §5, §9.
 * The bill-payment amount modal (F3.7) is billPayment.ts.
 */

/** Columns of the amount grid (spec 03 §9). */
export const TOP_UP_GRID_COLUMNS = 3;

/**
 * F3.6: the configured amount list (property amountList) as numbers — a list or a comma-separated
 * string; entries that are not amounts above 0 are skipped, duplicates kept once, order kept.
 */
export function parseAmountList(amountList: AmountConfig['amountList'] | null | undefined): number[] {
  const entries = typeof amountList === 'string' ? amountList.split(/[,;|\s]+/) : [...(amountList ?? [])];
  const amounts: number[] = [];
  for (const entry of entries) {
    const value = readMoneyValue(entry);
    if (value !== undefined && value > 0 && !amounts.includes(value)) amounts.push(value);
  }
  return amounts;
}

/** Whether two amount lists hold the same amounts in the same order. */
export function sameAmountList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

export type TopUpSelection = { kind: 'preset'; index: number } | { kind: 'custom' } | { kind: 'none' };

/** The two segments of the currency switch. */
export type TopUpCurrency = 'USD' | 'LOCAL';

/** The USD symbol of the switch. */
export const USD_SYMBOL = '$';

export interface TopUpState {
  amounts: number[];
  selection: TopUpSelection;
  /** The custom amount as typed (normalised). */
  customInput: string;
  currency: TopUpCurrency;
}

export type TopUpAction =
  | { type: 'amountsLoaded'; amounts: readonly number[] }
  | { type: 'selectPreset'; index: number }
  | { type: 'selectCustom' }
  | { type: 'typeCustom'; raw: string; integer?: boolean }
  | { type: 'switchCurrency'; currency: TopUpCurrency };

/** F3.6: the first amount is preselected; an empty list selects nothing. */
export function firstAmountSelection(amounts: readonly number[]): TopUpSelection {
  return amounts.length > 0 ? { kind: 'preset', index: 0 } : { kind: 'none' };
}

export function initialTopUpState(amounts: readonly number[] = [], currency: TopUpCurrency = 'LOCAL'): TopUpState {
  return { amounts: [...amounts], selection: firstAmountSelection(amounts), customInput: '', currency };
}

/**
 * F3.6: the top-up choice as a reducer.
 * - When the amount list changes, the first amount is preselected (spec 03 §4); the same list
 *   arriving again keeps the person's choice.
 * - The custom option is selected by clicking it; typing keeps the normalised text.
 * - The currency switch changes the currency of the top-up. The documents give no conversion rule
 *   (no rate, no formula), so the kit converts nothing: amounts are offered and paid in the chosen
 *   currency, the app loads that currency's amount list (a new list preselects its first amount),
 *   and a typed custom amount is cleared, since the same digits in another currency are another
 *   amount.
 */
export function topUpReducer(state: TopUpState, action: TopUpAction): TopUpState {
  switch (action.type) {
    case 'amountsLoaded':
      if (sameAmountList(state.amounts, action.amounts)) return state;
      return { ...state, amounts: [...action.amounts], selection: firstAmountSelection(action.amounts) };
    case 'selectPreset':
      return action.index >= 0 && action.index < state.amounts.length ? { ...state, selection: { kind: 'preset', index: action.index } } : state;
    case 'selectCustom':
      return { ...state, selection: { kind: 'custom' } };
    case 'typeCustom':
      return { ...state, selection: { kind: 'custom' }, customInput: normaliseAmountInput(action.raw, { integer: action.integer ?? false }) };
    case 'switchCurrency':
      return action.currency === state.currency ? state : { ...state, currency: action.currency, customInput: '' };
  }
}

/** F3.6: the amount chosen: the preset's, the custom input's, or none. */
export function selectedTopUpAmount(state: Pick<TopUpState, 'amounts' | 'selection' | 'customInput'>): number | undefined {
  if (state.selection.kind === 'preset') return state.amounts[state.selection.index];
  if (state.selection.kind === 'custom') return amountInputValue(state.customInput);
  return undefined;
}

/** F3.6: the error of the current choice (tip_amount_request with min and max), if any. */
export function topUpAmountError(state: TopUpState, limits: TopUpLimits): AmountMessage | undefined {
  if (state.selection.kind === 'none') return undefined;
  // An untouched empty custom field is not an error yet; it just cannot be submitted.
  if (state.selection.kind === 'custom' && state.customInput === '') return undefined;
  return checkTopUpAmount(selectedTopUpAmount(state), limits);
}

/** F3.6: the top-up can go on to payment with a chosen amount within the limits. */
export function canSubmitTopUp(state: TopUpState, limits: TopUpLimits): boolean {
  const amount = selectedTopUpAmount(state);
  return amount !== undefined && checkTopUpAmount(amount, limits) === undefined;
}

/** F3.6: the switch's segments — the USD symbol and the local symbol. */
export function topUpCurrencyOptions(localSymbol: string): Array<{ value: TopUpCurrency; symbol: string }> {
  return [
    { value: 'USD', symbol: USD_SYMBOL },
    { value: 'LOCAL', symbol: localSymbol },
  ];
}

/** F3.6: the symbol of the chosen currency. */
export function topUpCurrencySymbol(currency: TopUpCurrency, localSymbol: string): string {
  return currency === 'USD' ? USD_SYMBOL : localSymbol;
}
