import type { RefObject } from 'react';
import { useFocusRing, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import type { TranslateFn } from '../provider/GaiaContext';

/** The shared props of single-choice groups (RadioGroup, SegmentedControl). */
export interface ChoiceGroupOptions {
  label: string;
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation: 'vertical' | 'horizontal';
}

/**
 * Behaviour of a single-choice group: react-stately keeps the selection, react-aria gives the
 * radiogroup semantics, one tab stop and arrow keys that follow the reading direction (in
 * right-to-left, ArrowLeft moves to the next option of a horizontal group).
 */
export function useChoiceGroup(options: ChoiceGroupOptions, t: TranslateFn) {
  const {
    label,
    hideLabel,
    hint,
    error,
    required,
    disabled,
    readOnly,
    name,
    value,
    defaultValue,
    onChange,
    orientation,
  } = options;
  const props = {
    label: hideLabel ? undefined : t(label),
    'aria-label': hideLabel ? t(label) : undefined,
    description: hint ? t(hint) : undefined,
    errorMessage: error ? t(error) : undefined,
    isInvalid: Boolean(error),
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    validationBehavior: 'aria' as const,
    name,
    value,
    defaultValue,
    onChange,
    orientation,
  };
  const state = useRadioGroupState(props);
  const aria = useRadioGroup(props, state);
  return { state, ...aria };
}

/** Behaviour of one option: the native radio input's props and its focus-visible state. */
export function useChoice(
  option: { value: string; disabled?: boolean; label: string },
  state: RadioGroupState,
  ref: RefObject<HTMLInputElement | null>,
) {
  const radio = useRadio(
    { value: option.value, isDisabled: option.disabled, children: option.label },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return { ...radio, focusProps, isFocusVisible };
}
