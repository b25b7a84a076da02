import { readMoneyValue, toFixedAmount } from '../kernel/format/money';
import {
  canContinueBillPayment,
  checkBillAmount,
  normaliseBillAmountInput,
  type AmountMessage,
  type BillLimits,
} from './amount';

/**
 * The bill-payment amount modal (F3.7) — spec 03 §4 "Bill payment modal", §5: the default amount,
 * switchable to edit mode, and the limits hint.
 */

export interface BillPaymentState {
  mode: 'view' | 'edit';
  /** The amount as typed (normalised). */
  input: string;
}

export type BillPaymentAction = { type: 'edit' } | { type: 'type'; raw: string } | { type: 'reset'; amountDisplay?: string };

/**
 * F3.7: the default amount from amountDisplay ("$1,234.50" → "1234.50"); an amount that is not
 * above 0 (nothing due, or a credit) starts empty.
 */
export function initialBillAmount(amountDisplay: string | null | undefined): string {
  const value = readMoneyValue(amountDisplay);
  if (value === undefined || value <= 0) return '';
  return normaliseBillAmountInput(toFixedAmount(value, 2));
}

export function initialBillPaymentState(amountDisplay?: string | null): BillPaymentState {
  return { mode: 'view', input: initialBillAmount(amountDisplay) };
}

/** F3.7: the modal shows the default amount, switchable to edit mode (the edit icon). */
export function billPaymentReducer(state: BillPaymentState, action: BillPaymentAction): BillPaymentState {
  switch (action.type) {
    case 'edit':
      return { ...state, mode: 'edit' };
    case 'type':
      return state.mode === 'edit' ? { ...state, input: normaliseBillAmountInput(action.raw) } : state;
    case 'reset':
      return initialBillPaymentState(action.amountDisplay);
  }
}

/**
 * F3.7: what the modal shows — the limits hint (red when invalid), whether confirm is disabled, and
 * whether Continue may go on to the payment-method page (a valid amount above 0).
 */
export function billPaymentView(state: BillPaymentState, limits: BillLimits): {
  hint: AmountMessage;
  hintTone: 'neutral' | 'error';
  confirmDisabled: boolean;
  canContinue: boolean;
} {
  const check = checkBillAmount(state.input, limits);
  return { hint: check.hint, hintTone: check.hintTone, confirmDisabled: !check.valid, canContinue: canContinueBillPayment(state.input, limits) };
}
