import type { ReactNode } from 'react';
import { FieldError } from '../FieldError/FieldError';
import { useT } from '../provider/GaiaContext';
import { Group, Hint, Item, OptionLabel, Options } from './RadioGroup.styles';
import { ChoiceGroupHeading } from '../internal/ChoiceGroupHeading';
import { useChoice, useChoiceGroup, type ChoiceGroupProps, type ChoiceGroupState } from './useChoiceGroup';

export interface RadioOption {
  /** The value reported by `onChange` and submitted with a form. */
  value: string;
  /** Visible label: a message key or text (translated). */
  label: string;
  /** Helper text under this option: a message key or text; it describes the radio. */
  hint?: string;
  /** @default false */
  disabled?: boolean;
  /** Extra content after the label (e.g. a "main line" tag). */
  adornment?: ReactNode;
}

export interface RadioGroupProps extends ChoiceGroupProps {
  /** The choices, in reading order. */
  options: readonly RadioOption[];
  /** Stack the options, or lay them in a row (arrow keys follow the reading direction). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A group of radios with one tab stop; arrow keys move and select, and follow the reading direction
 * in right-to-left (e.g. the authentication-method chooser).
 */
export function RadioGroup({ options, orientation = 'vertical', ...group }: RadioGroupProps) {
  const t = useT();
  const { error } = group;
  const { state, radioGroupProps, labelProps, descriptionProps, errorMessageProps } =
    useChoiceGroup({ ...group, orientation }, t);
  return (
    <Group {...radioGroupProps}>
      <ChoiceGroupHeading group={group} labelProps={labelProps} descriptionProps={descriptionProps} />
      <Options data-orientation={orientation}>
        {options.map((option) => (
          <Radio key={option.value} option={option} state={state} invalid={Boolean(error)} />
        ))}
      </Options>
      {error ? <FieldError {...errorMessageProps}>{error}</FieldError> : null}
    </Group>
  );
}

function Radio({
  option,
  state,
  invalid,
}: {
  option: RadioOption;
  state: ChoiceGroupState;
  invalid: boolean;
}) {
  const t = useT();
  const text = t(option.label);
  const {
    inputProps,
    labelProps,
    descriptionProps: description,
    isSelected,
    isDisabled,
  } = useChoice({ value: option.value, disabled: option.disabled, label: text, hasHint: Boolean(option.hint) }, state);
  return (
    <Item>
      <OptionLabel
        {...labelProps}
        data-selected={isSelected ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        data-invalid={invalid ? '' : undefined}
      >
        <input {...inputProps} />
        <span>{text}</span>
        {option.adornment}
      </OptionLabel>
      {option.hint ? (
        <Hint {...description}>{t(option.hint)}</Hint>
      ) : null}
    </Item>
  );
}
