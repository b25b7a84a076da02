import { describe, expect, it } from 'vitest';
import { resolveBillLimits } from './amount';
import {
  billPaymentReducer,
  billPaymentView,
  initialBillAmount,
  initialBillPaymentState,
} from './billPayment';

describe('bill payment modal (F3.7)', () => {
  const limits = resolveBillLimits({ minAmount: 1, maxAmount: 5000 });

  it('starts with the default amount in view mode', () => {
    expect(initialBillAmount('$1,234.5')).toBe('1234.50');
    expect(initialBillAmount('0.00')).toBe('');
    expect(initialBillAmount('-20')).toBe('');
    expect(initialBillAmount(undefined)).toBe('');
    expect(initialBillPaymentState('$25')).toEqual({ mode: 'view', input: '25.00' });
  });

  it('switches to edit mode and normalises typing there only', () => {
    const view = initialBillPaymentState('25');
    expect(billPaymentReducer(view, { type: 'type', raw: '9' })).toBe(view);
    const edit = billPaymentReducer(view, { type: 'edit' });
    expect(edit.mode).toBe('edit');
    expect(billPaymentReducer(edit, { type: 'type', raw: '.505' }).input).toBe('0.50');
    expect(billPaymentReducer(edit, { type: 'reset', amountDisplay: '7' })).toEqual({ mode: 'view', input: '7.00' });
  });

  it('shows the limits hint, red and confirm disabled when invalid', () => {
    expect(billPaymentView({ mode: 'edit', input: '100' }, limits)).toEqual({
      hint: { key: 'tip_paybill_amount_limit', values: { min: '1', max: '5,000' } },
      hintTone: 'neutral',
      confirmDisabled: false,
      canContinue: true,
    });
    expect(billPaymentView({ mode: 'edit', input: '6000' }, limits)).toMatchObject({ hintTone: 'error', confirmDisabled: true, canContinue: false });
    expect(billPaymentView({ mode: 'edit', input: '' }, limits)).toMatchObject({ hintTone: 'error', confirmDisabled: true, canContinue: false });
  });
});
