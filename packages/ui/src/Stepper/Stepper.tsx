import type { ReactNode, Ref } from 'react';
import { Minus, Plus } from '../internal/icons/glyphs';
import { FieldError } from '../FieldError/FieldError';
import { IconButton } from '../IconButton/IconButton';
import type { FieldProps, FieldValueProps } from '../internal/fieldProps';
import { useT } from '../provider/GaiaContext';
import { Field, Group, Hint, Input, Label } from './Stepper.styles';
import { useStepper } from './useStepper';
import { fieldDescription } from '../internal/fieldDescription';
import { LabelText } from '../internal/LabelText';
import { useFieldId } from '../internal/useFieldId';

export interface StepperProps extends FieldProps, FieldValueProps<number> {
  /** Smallest value (digits only, so 0 or more). @default 0 */
  min?: number;
  /** Largest value. @default Number.MAX_SAFE_INTEGER */
  max?: number;
  /** How much the buttons and arrow keys move the value. @default 1 */
  step?: number;
  /** Initial value when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with each committed value, always inside [min, max]. */
  onChange?: (value: number) => void;
  /** Shows the range under the field ("From 1 to 50") when `max` is set. @default true */
  showRange?: boolean;
  /** The range text, with {{min}} and {{max}}. @default 'gaia_controls_stepper_range' */
  rangeLabel?: string;
  /** Name of the minus button. @default 'gaia_controls_stepper_decrease' */
  decreaseLabel?: string;
  /** Name of the plus button. @default 'gaia_controls_stepper_increase' */
  increaseLabel?: string;
  /** @default false */
  readOnly?: boolean;
  /** Form field name of the input. */
  name?: string;
  id?: string;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Minus, a numeric text input and plus, within bounds (e.g. how many lines to request).
 * The input is a spin button: arrow keys step, Home / End go to the bounds.
 */
export function Stepper({
  label,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  value,
  defaultValue,
  onChange,
  hint,
  showRange = true,
  rangeLabel = 'gaia_controls_stepper_range',
  decreaseLabel = 'gaia_controls_stepper_decrease',
  increaseLabel = 'gaia_controls_stepper_increase',
  error,
  required = false,
  disabled = false,
  readOnly = false,
  name,
  id: idProp,
  inputRef,
}: StepperProps) {
  const t = useT();
  const id = useFieldId('gaia-stepper', idProp);
  const labelId = `${id}-label`;
  const rangeId = `${id}-range`;
  const stepper = useStepper({ value, defaultValue, onChange, min, max, step, disabled, readOnly });
  const bounded = showRange && max < Number.MAX_SAFE_INTEGER;
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, between: bounded && rangeId, error });
  /** A button that moves the value by a step; it controls the input, and is disabled at its end. */
  const stepButton = (buttonLabel: string, icon: ReactNode, enabled: boolean, onClick: () => void) => (
    <IconButton
      label={buttonLabel}
      icon={icon}
      variant="secondary"
      disabled={!enabled}
      aria-controls={id}
      onClick={onClick}
    />
  );

  return (
    <Field>
      <Label id={labelId} htmlFor={id}>
        <LabelText label={label} required={required} />
      </Label>
      <Group role="group" aria-labelledby={labelId}>
        {stepButton(decreaseLabel, <Minus />, stepper.canDecrement, stepper.decrement)}
        <Input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          value={stepper.text}
          maxLength={stepper.maxDigits}
          aria-valuenow={stepper.value}
          aria-valuemin={Number.isFinite(min) ? min : undefined}
          aria-valuemax={max < Number.MAX_SAFE_INTEGER ? max : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          {...stepper.inputHandlers}
        />
        {stepButton(increaseLabel, <Plus />, stepper.canIncrement, stepper.increment)}
      </Group>
      {hint ? <Hint id={hintId}>{t(hint)}</Hint> : null}
      {bounded ? <Hint id={rangeId}>{t(rangeLabel, { min, max })}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
