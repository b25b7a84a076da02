import type { ReactNode } from 'react';
import { FieldLabelText } from './FieldLabelText';
import { FieldMessages, type FieldMessagesProps } from './FieldMessages';
import { Fieldset, Legend } from './FieldGroup.styles';

export interface FieldGroupProps extends FieldMessagesProps {
  /** The group's label (legend): a message key or text. */
  label: string;
  required: boolean;
  disabled: boolean;
  /** The inputs of the group. */
  children: ReactNode;
  /** Submits the group's value with a form under this name (a hidden input). */
  name?: string | undefined;
  /** The value submitted under `name`. */
  value: string;
}

/**
 * A field made of several inputs (a date's day, month and year; a phone's country and number): a
 * fieldset named by its legend, the inputs, the group's hint and error, and its one submitted value.
 */
export function FieldGroup({
  label,
  required,
  disabled,
  children,
  name,
  value,
  ...messages
}: FieldGroupProps) {
  return (
    <Fieldset>
      <Legend>
        <FieldLabelText label={label} required={required} />
      </Legend>
      {children}
      <FieldMessages {...messages} />
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
    </Fieldset>
  );
}
