import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { ChoiceValueProps, FieldProps } from '../internal/fieldProps';
import type { TranslateFn } from '../provider/GaiaContext';

/** The props single-choice groups (RadioGroup, SegmentedControl) share. */
export interface ChoiceGroupProps extends FieldProps, ChoiceValueProps {
  /** Keep the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** @default false */
  readOnly?: boolean;
  /** Form field name of the radios (one is generated when omitted). */
  name?: string;
}

/** What the group behaviour needs: the shared props and how the options are laid out. */
export interface ChoiceGroupOptions extends ChoiceGroupProps {
  orientation: 'vertical' | 'horizontal';
}

/** What the options of a group share: the selection and the group's ids and flags. */
export interface ChoiceGroupState {
  selectedValue: string | null;
  setSelectedValue: (value: string) => void;
  name: string;
  isDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  /** Ids that describe every option: the group's error (when invalid) and hint. */
  describedBy: string | undefined;
}

/** The enabled radios of the group an input belongs to, in document order. */
const radiosOf = (input: HTMLInputElement) => {
  const group = input.closest('[role="radiogroup"]');
  return group ? [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => !radio.disabled) : [input];
};

/**
 * Behaviour of a single-choice group on native radios: the radiogroup semantics (label, hint and
 * error wired by id), one tab stop (the selected option, else the first), and arrow keys that move
 * and select, skip disabled options, wrap, and follow the reading direction (in right-to-left,
 * ArrowLeft moves to the next option).
 */
export function useChoiceGroup(options: ChoiceGroupOptions, t: TranslateFn) {
  const { label, hideLabel, hint, error, required, disabled = false, readOnly = false, name, value, defaultValue = null, onChange, orientation } =
    options;
  const id = `gaia-choice-${useId()}`;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const [selectedValue, setSelected] = useControlledState<string | null>(value, defaultValue);
  const isInvalid = Boolean(error);
  const describedBy = [isInvalid ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ') || undefined;
  const state: ChoiceGroupState = {
    selectedValue,
    setSelectedValue: (next) => {
      if (disabled || readOnly) return;
      setSelected(next);
      onChange?.(next);
    },
    name: name ?? id,
    isDisabled: disabled,
    isReadOnly: readOnly,
    isInvalid,
    describedBy,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== 'radio' || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = getComputedStyle(input).direction === 'rtl';
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const radios = radiosOf(input);
    const next = radios[(radios.indexOf(input) + step + radios.length) % radios.length];
    if (!next) return;
    next.focus();
    state.setSelectedValue(next.value);
  };
  return {
    state,
    radioGroupProps: {
      role: 'radiogroup',
      'aria-labelledby': hideLabel ? undefined : ids.label,
      'aria-label': hideLabel ? t(label) : undefined,
      'aria-describedby': describedBy,
      'aria-invalid': isInvalid || undefined,
      'aria-required': required || undefined,
      'aria-disabled': disabled || undefined,
      'aria-readonly': readOnly || undefined,
      'aria-orientation': orientation,
      onKeyDown,
    },
    labelProps: { id: ids.label },
    descriptionProps: { id: ids.hint },
    errorMessageProps: { id: ids.error },
  };
}

/** Behaviour of one option: the native radio input's props and its focus-visible state. */
export function useChoice(
  option: { value: string; disabled?: boolean; label: string; hasHint?: boolean },
  state: ChoiceGroupState,
) {
  const id = `gaia-choice-option-${useId()}`;
  const hintId = `${id}-hint`;
  const [isFocusVisible, setFocusVisible] = useState(false);
  const isSelected = state.selectedValue === option.value;
  const isDisabled = state.isDisabled || Boolean(option.disabled);
  // One tab stop: the selected option; with none selected, the radios' shared name makes the group
  // one stop (the browser focuses its first option).
  const tabbable = state.selectedValue === null || isSelected;
  return {
    inputProps: {
      type: 'radio' as const,
      name: state.name,
      value: option.value,
      checked: isSelected,
      disabled: isDisabled,
      tabIndex: isDisabled || tabbable ? undefined : -1,
      'aria-describedby': [option.hasHint ? hintId : '', state.describedBy ?? ''].filter(Boolean).join(' ') || undefined,
      onChange: () => state.setSelectedValue(option.value),
      onFocus: (event: FocusEvent<HTMLInputElement>) => setFocusVisible(event.currentTarget.matches(':focus-visible')),
      onBlur: () => setFocusVisible(false),
    },
    labelProps: {},
    descriptionProps: { id: hintId },
    isSelected,
    isDisabled,
    isFocusVisible,
    /** The option's state as its styles read it (a segment's, an amount cell's). */
    stateAttributes: {
      'data-selected': isSelected ? '' : undefined,
      'data-disabled': isDisabled ? '' : undefined,
      'data-focus-visible': isFocusVisible ? '' : undefined,
    },
  };
}
