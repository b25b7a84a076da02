/*
 * The props every kit field shares, said once. A field's own props interface extends these (and
 * redeclares a member only where its meaning is narrower, e.g. a default label or a digits-only value),
 * so a consumer sees the same prop names, types and docs on every input, picker and group.
 */

/** The messages and states around a field's control: hint, error, required and disabled. */
export interface FieldStatusProps {
  /** Helper text under the field: a message key or text. */
  hint?: string;
  /** Error message key (or server message); marks the field invalid when set. */
  error?: string;
  /** Shows the required marker and sets aria-required. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
}

/** A field with a visible label (a message key or text) and its messages and states. */
export interface FieldProps extends FieldStatusProps {
  /** Visible label: a message key or text. */
  label: string;
}

/** A field's value: controlled (`value`) or not (`defaultValue`), reported on every change. */
export interface FieldValueProps<Value = string> {
  /** Controlled value. */
  value?: Value;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: Value;
  /** Called with the new value. */
  onChange?: (value: Value) => void;
}

/** A single-choice group's value: the chosen option's value, `null` for no selection. */
export interface ChoiceValueProps {
  /** Controlled value; `null` for no selection. */
  value?: string | null;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
}

/** Where a field's value goes in a form, and the id of its control. */
export interface FieldFormProps {
  /** Submits the value with a form under this name. */
  name?: string;
  /** Id of the control (generated when omitted). */
  id?: string;
}
