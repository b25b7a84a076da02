/** What a field knows of its input's state. */
export interface FieldControlState {
  required: boolean;
  disabled: boolean;
  /** The field shows an error. */
  invalid: boolean;
  /** The ids of the hint and error shown (see `describedByIds`). */
  describedBy: string | undefined;
}

/**
 * The attributes that give a field's input its state: required both natively (form validation) and
 * for assistive technology, invalid while an error shows, described by the hint and error, disabled.
 */
export function fieldControlProps({ required, disabled, invalid, describedBy }: FieldControlState) {
  return {
    required,
    'aria-required': required || undefined,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    disabled,
  } as const;
}
