/**
 * The attributes that tie a field's native control to the field's state: required (natively, and as
 * aria-required for the screen readers that announce only that), invalid while an error is shown,
 * described by the field's hint and error (`fieldDescription`), and disabled.
 */
export function fieldControlProps({
  required,
  disabled,
  invalid,
  describedBy,
}: {
  /** Absent: not required. */
  required?: boolean;
  /** Absent: enabled. */
  disabled?: boolean;
  invalid: unknown;
  describedBy: string | undefined;
}) {
  return {
    required,
    'aria-required': required || undefined,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy,
    disabled,
  } as const;
}
