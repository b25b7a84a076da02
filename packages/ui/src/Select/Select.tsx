import { useSelect } from 'downshift';
import { ChevronDown } from '../internal/icons/glyphs';
import { useControlledState } from 'react-stately/useControlledState';
import type { FieldFormProps, FieldProps, FieldValueProps } from '../internal/fieldProps';
import { useT } from '../provider/GaiaContext';
import { Field, Label } from '../TextField/TextField.styles';
import { Anchor, Listbox, Popup, Trigger } from './Select.styles';
import { fieldDescription } from '../internal/fieldDescription';
import { FieldMessages } from '../internal/FieldMessages';
import { LabelText } from '../internal/LabelText';
import { PickerOption } from '../internal/PickerOption';
import { pickerList } from '../internal/pickerList';
import { useFieldId } from '../internal/useFieldId';

export interface SelectOption {
  /** The value reported by onChange and submitted with the form. */
  value: string;
  /** Visible text: a message key or text (reference-list names pass through unchanged). */
  label: string;
  /** Shown but cannot be chosen; skipped by the arrow keys. @default false */
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, FieldValueProps, FieldFormProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. @default 'gaia_pickers_select_placeholder' */
  placeholder?: string;
  /** Not focusable and cannot be opened. @default false */
  disabled?: boolean;
  /** Controlled value ('' when nothing is chosen). */
  value?: string;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the control. */
  onBlur?: () => void;
  /** Marks the control invalid without an error of its own (the error is shown by a group). @default false */
  invalid?: boolean;
  /** Ids of further descriptions (e.g. a group's hint and error), added to the control's own. */
  describedBy?: string;
}

/**
 * A select-only combobox (downshift useSelect, ARIA 1.2 pattern): arrow keys, Home/End, typeahead,
 * Enter or Space to choose, Escape to close. Disabled options are shown and skipped.
 */
export function Select({
  label,
  options,
  placeholder = 'gaia_pickers_select_placeholder',
  hint,
  error,
  required,
  disabled,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  invalid = false,
  describedBy: extraDescribedBy,
  name,
  id,
}: SelectProps) {
  const t = useT();
  const baseId = useFieldId('gaia-select', id);
  const [current, setCurrent] = useControlledState(value, defaultValue, onChange);
  const items = options as SelectOption[];
  const selectedItem = items.find((option) => option.value === current) ?? null;
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useSelect<SelectOption>({
    items,
    selectedItem,
    itemToString: (item) => (item ? t(item.label) : ''),
    onSelectedItemChange: ({ selectedItem: next }) => setCurrent(next?.value ?? ''),
    toggleButtonId: baseId,
    ...pickerList(baseId),
  });
  const { hintId, errorId, describedBy } = fieldDescription(baseId, { hint, error, extra: extraDescribedBy });
  const toggleProps = getToggleButtonProps({ onBlur: () => onBlur?.() });
  const inertProps = disabled
    ? {
        onClick: undefined,
        onKeyDown: undefined,
        onBlur: undefined,
        onPress: undefined,
        tabIndex: -1,
      }
    : {};

  return (
    <Field>
      <Label {...getLabelProps()}>
        <LabelText label={label} required={required} />
      </Label>
      <Anchor>
        <Trigger
          {...toggleProps}
          {...inertProps}
          aria-required={required || undefined}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-disabled={disabled || undefined}
          data-placeholder={selectedItem ? undefined : ''}
        >
          <span>{selectedItem ? t(selectedItem.label) : t(placeholder)}</span>
          <ChevronDown size={18} aria-hidden="true" />
        </Trigger>
        <Popup data-open={isOpen && items.length > 0 ? '' : undefined}>
          <Listbox {...getMenuProps()}>
            {isOpen
              ? items.map((item, index) => (
                  <PickerOption
                    key={item.value}
                    {...getItemProps({ item, index })}
                    text={t(item.label)}
                    chosen={selectedItem?.value === item.value}
                    highlighted={highlightedIndex === index}
                  />
                ))
              : null}
          </Listbox>
        </Popup>
      </Anchor>
      <FieldMessages hint={hint && t(hint)} hintId={hintId} error={error} errorId={errorId} />
      {name ? <input type="hidden" name={name} value={current} disabled={disabled} /> : null}
    </Field>
  );
}
