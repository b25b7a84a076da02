import { Check } from 'lucide-react';
import { FieldError } from '../FieldError/FieldError';
import { useChoice, useChoiceGroup, type ChoiceGroupProps, type ChoiceGroupState } from '../RadioGroup/useChoiceGroup';
import { useT } from '../provider/GaiaContext';
import { Group, GroupLabel, Hint, RequiredMarker, Segment, Track } from './SegmentedControl.styles';

export interface SegmentOption {
  /** The value reported by `onChange`. */
  value: string;
  /** Visible label: a message key or text (translated). Keep it short. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

export interface SegmentedControlProps extends Omit<ChoiceGroupProps, 'readOnly'> {
  /** The segments, in reading order (two to five work best). */
  options: readonly SegmentOption[];
  /** Stretch the segments to the container's inline size. @default false */
  fullWidth?: boolean;
}

/**
 * A single choice shown as joined segments: a radio group underneath (one tab stop, arrow keys
 * follow the reading direction), e.g. the individual / corporate switch of sign-in.
 */
export function SegmentedControl({
  label,
  options,
  hint,
  error,
  required = false,
  disabled = false,
  fullWidth = false,
  ...rest
}: SegmentedControlProps) {
  const t = useT();
  const { state, radioGroupProps, labelProps, descriptionProps, errorMessageProps } =
    useChoiceGroup(
      { label, hint, error, required, disabled, orientation: 'horizontal', ...rest },
      t,
    );
  return (
    <Group {...radioGroupProps} data-full-width={fullWidth ? '' : undefined}>
      {rest.hideLabel ? null : (
        <GroupLabel {...labelProps}>
          {t(label)}
          {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
        </GroupLabel>
      )}
      {hint ? <Hint {...descriptionProps}>{t(hint)}</Hint> : null}
      <Track data-invalid={error ? '' : undefined} data-full-width={fullWidth ? '' : undefined}>
        {options.map((option) => (
          <SegmentItem key={option.value} option={option} state={state} />
        ))}
      </Track>
      {error ? <FieldError {...errorMessageProps}>{error}</FieldError> : null}
    </Group>
  );
}

function SegmentItem({ option, state }: { option: SegmentOption; state: ChoiceGroupState }) {
  const t = useT();
  const text = t(option.label);
  const { inputProps, labelProps, isSelected, isDisabled, isFocusVisible } = useChoice(
    { value: option.value, disabled: option.disabled, label: text },
    state,
  );
  return (
    <Segment
      {...labelProps}
      data-selected={isSelected ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
      data-focus-visible={isFocusVisible ? '' : undefined}
    >
      <input {...inputProps} />
      {isSelected ? <Check aria-hidden="true" strokeWidth={3} /> : null}
      <span>{text}</span>
    </Segment>
  );
}
