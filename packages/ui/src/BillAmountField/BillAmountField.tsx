import { useEffect, useId, useReducer, useRef } from 'react';
import { Pencil } from '../internal/icons/glyphs';
import {
  billPaymentReducer,
  billPaymentView,
  formatMoney,
  initialBillPaymentState,
  resolveBillLimits,
  type BillAmountLimit,
} from '@gaia/domain';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import { useGaia } from '../provider/GaiaContext';
import { Amount, Hint, Label, Root, ViewRow } from './BillAmountField.styles';

export interface BillAmountState {
  /** The amount as typed (normalised), e.g. "1234.50". */
  value: string;
  /** Within the limits: confirm may be enabled. */
  valid: boolean;
  /** A valid amount above 0: Continue may go on to the payment-method page. */
  canContinue: boolean;
}

export interface BillAmountFieldProps {
  /** The amount due as the server formats it (amountDisplay, e.g. "$1,234.50"); the default amount. */
  amountDisplay?: string | null;
  /** minAmount and maxAmount of the bill; max never above 100000. */
  limits?: BillAmountLimit;
  /** The label: a message key or text. @default 'gaia_kitbalance_bill_amount' */
  label?: string;
  /** Currency symbol of the amount. @default the portal configuration's */
  currencySymbol?: string;
  /** Start in edit mode. @default false */
  defaultEditing?: boolean;
  /** Called with the amount and whether it may be confirmed / continued. */
  onChange?: (state: BillAmountState) => void;
  /** @default false */
  disabled?: boolean;
}

/**
 * The bill-payment amount: the amount due by default, an edit button to change it, the
 * domain's bill normaliser (digits, up to 2 decimals, no leading dot or zero), and the
 * `tip_paybill_amount_limit` hint, which turns into an error when the amount is outside min..max.
 */
export function BillAmountField({
  amountDisplay,
  limits,
  label = 'gaia_kitbalance_bill_amount',
  currencySymbol,
  defaultEditing = false,
  onChange,
  disabled = false,
}: BillAmountFieldProps) {
  const { t, config } = useGaia();
  const id = `gaia-bill-amount-${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(billPaymentReducer, amountDisplay, (display) => {
    const initial = initialBillPaymentState(display);
    return defaultEditing ? billPaymentReducer(initial, { type: 'edit' }) : initial;
  });
  const shownDisplay = useRef(amountDisplay);
  useEffect(() => {
    // A new amount due starts over (view mode, its default amount); the first render keeps defaultEditing.
    if (shownDisplay.current === amountDisplay) return;
    shownDisplay.current = amountDisplay;
    dispatch({ type: 'reset', amountDisplay: amountDisplay ?? undefined });
  }, [amountDisplay]);

  const view = billPaymentView(state, resolveBillLimits(limits));
  const hintText = t(view.hint.key, view.hint.values);
  const editing = state.mode === 'edit';

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.({ value: state.input, valid: !view.confirmDisabled, canContinue: view.canContinue });
  }, [state.input, view.confirmDisabled, view.canContinue]);

  const editingBefore = useRef(editing);
  useEffect(() => {
    if (editing && !editingBefore.current) inputRef.current?.focus();
    editingBefore.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <TextField
        id={id}
        label={label}
        value={state.input}
        onChange={(raw) => dispatch({ type: 'type', raw })}
        inputMode="decimal"
        autoComplete="off"
        hint={view.hintTone === 'error' ? undefined : hintText}
        error={view.hintTone === 'error' ? hintText : undefined}
        disabled={disabled}
        inputRef={inputRef}
      />
    );
  }
  const symbol = currencySymbol ?? config.currencySymbol;
  return (
    <Root role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Label id={`${id}-label`}>{t(label)}</Label>
      <ViewRow>
        <Amount>
          {/* An amount reads left to right in Arabic too. */}
          <bdi dir="ltr">{formatMoney(state.input, { symbol, position: config.currencyPosition })}</bdi>
        </Amount>
        <IconButton label="gaia_kitbalance_bill_edit" icon={<Pencil aria-hidden="true" />} onClick={() => dispatch({ type: 'edit' })} disabled={disabled} />
      </ViewRow>
      <Hint id={`${id}-hint`} data-tone={view.hintTone}>
        {hintText}
      </Hint>
    </Root>
  );
}
