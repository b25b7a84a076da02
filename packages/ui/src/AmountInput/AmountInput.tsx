import { useCallback, type Ref } from 'react';
import { normaliseAmountInput } from '@gaia/domain';
import type { FieldFormProps, FieldStatusProps, FieldValueProps } from '../internal/fieldProps';
import { TextField } from '../TextField/TextField';

export interface AmountInputProps extends FieldStatusProps, FieldValueProps, FieldFormProps {
  /** Visible label: a message key or text. @default 'gaia_kitbalance_topup_custom' */
  label?: string;
  /** Digits only, no decimals. @default false */
  integer?: boolean;
  /** Decimal places kept. @default 2 */
  maxDecimals?: number;
  /** Controlled value (normalised text). */
  value?: string;
  /** Called with the normalised text as the person types. */
  onChange?: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An amount field: the domain normaliser keeps digits and one dot (digits only when integers
 * are required), at most 2 decimals, collapses leading zeros, and reads Arabic-Indic digits.
 */
export function AmountInput({ label = 'gaia_kitbalance_topup_custom', integer = false, maxDecimals, onFocus, ...rest }: AmountInputProps) {
  const normalise = useCallback((raw: string) => normaliseAmountInput(raw, { integer, ...(maxDecimals === undefined ? {} : { maxDecimals }) }), [integer, maxDecimals]);
  return (
    <div onFocus={onFocus}>
      <TextField {...rest} label={label} normalise={normalise} inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" />
    </div>
  );
}
