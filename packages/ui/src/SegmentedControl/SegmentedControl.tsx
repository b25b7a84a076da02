import { Check } from '../internal/icons/glyphs';
import { FieldError } from '../FieldError/FieldError';
import { useChoice, useChoiceGroup, type ChoiceGroupProps, type ChoiceGroupState } from '../RadioGroup/useChoiceGroup';
import { useT } from '../provider/GaiaContext';
import { Group, Segment, Track } from './SegmentedControl.styles';
import { ChoiceGroupHeading } from '../internal/ChoiceGroupHeading';

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
export function SegmentedControl({ options, fullWidth = false, ...group }: SegmentedControlProps) {
  const t = useT();
  const { error } = group;
  const { state, radioGroupProps, labelProps, descriptionProps, errorMessageProps } =
    useChoiceGroup({ ...group, orientation: 'horizontal' }, t);
  return (
    <Group {...radioGroupProps} data-full-width={fullWidth ? '' : undefined}>
      <ChoiceGroupHeading group={group} labelProps={labelProps} descriptionProps={descriptionProps} />
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
  const { inputProps, labelProps, isSelected, stateAttributes } = useChoice(
    { value: option.value, disabled: option.disabled, label: text },
    state,
  );
  return (
    <Segment {...labelProps} {...stateAttributes}>
      <input {...inputProps} />
      {isSelected ? <Check aria-hidden="true" strokeWidth={3} /> : null}
      <span>{text}</span>
    </Segment>
  );
}
