import type { ReactNode } from 'react';
import { fieldDescription } from './fieldDescription';
import { FieldMessages, type FieldMessagesProps } from './FieldMessages';
import { Fieldset, Legend } from './FieldGroup.styles';
import { LabelText } from './LabelText';

interface FieldGroupProps extends Omit<FieldMessagesProps, 'hintId' | 'errorId'> {
  /** The id the hint's and the error's are made from (see `fieldDescription`). */
  baseId: string;
  /** The group's label (its legend): a message key or text. */
  label: string;
  required: boolean;
  /** The group's controls. */
  children: ReactNode;
  /**
   * The group's one value, submitted with a form under `name` (a hidden input) unless `disabled`.
   */
  submit: { name?: string | undefined; value: string; disabled: boolean };
}

/**
 * A field made of several controls (a date's day, month and year; a phone's country and number): a
 * fieldset named by its legend, the controls, the hint and error, and the one value it submits.
 */
export function FieldGroup({
  baseId,
  label,
  required,
  children,
  submit: { name, value, disabled },
  ...messages
}: FieldGroupProps) {
  const { hintId, errorId } = fieldDescription(baseId, messages);
  return (
    <Fieldset>
      <Legend>
        <LabelText label={label} required={required} />
      </Legend>
      {children}
      <FieldMessages {...messages} hintId={hintId} errorId={errorId} />
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
    </Fieldset>
  );
}
