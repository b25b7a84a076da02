import { useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { Check } from 'lucide-react';
import type { Normaliser } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';
import { useT } from '../provider/GaiaContext';
import type { SelectOption } from '../Select/Select';
import { Option } from '../Select/Select.styles';
import { ComboboxFrame } from './ComboboxFrame';
import { fieldDescription } from '../internal/fieldDescription';

export interface ComboboxProps {
  /** Visible label: a message key or text. */
  label: string;
  /** The choices; the list is filtered as the person types. */
  options: readonly SelectOption[];
  /** Placeholder of the search input. @default 'gaia_pickers_search_placeholder' */
  placeholder?: string;
  /** Helper text under the field: a message key or text. */
  hint?: string;
  /** Error message key (or server message); marks the field invalid when set. */
  error?: string;
  /** Shows the required marker and sets aria-required. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Controlled value: the chosen option's value ('' when none). */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen option's value ('' when cleared). */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /**
   * Whether an option matches the typed text. Defaults to a case-insensitive "contains" on the
   * translated label.
   */
  filter?: (option: SelectOption, query: string, translatedLabel: string) => boolean;
  /** Applied to the typed text as the person types (e.g. upper-case). */
  normalise?: Normaliser;
  /** Maximum length of the typed text. */
  maxLength?: number;
  /** Shown and announced when nothing matches. @default 'gaia_pickers_no_results' */
  emptyLabel?: string;
  /** Submits the value with a form under this name (a hidden input). */
  name?: string;
  /** Id of the input (generated when omitted). */
  id?: string;
}

const containsFilter = (_option: SelectOption, query: string, translated: string) =>
  translated.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/**
 * An editable combobox with list autocomplete (downshift useCombobox): type to filter, arrow keys to
 * move, Enter to choose, Escape to close (and, when closed, to clear). Matches are announced.
 */
export function Combobox({
  label,
  options,
  placeholder = 'gaia_pickers_search_placeholder',
  hint,
  error,
  required = false,
  disabled = false,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  filter = containsFilter,
  normalise,
  maxLength,
  emptyLabel = 'gaia_pickers_no_results',
  name,
  id,
}: ComboboxProps) {
  const t = useT();
  const autoId = useId();
  const baseId = id ?? `gaia-combobox-${autoId}`;
  const [current, setCurrent] = useControlledState(value, defaultValue, onChange);
  const [query, setQuery] = useState('');
  const selectedItem = options.find((option) => option.value === current) ?? null;
  const items = query
    ? options.filter((option) => filter(option, query, t(option.label)))
    : [...options];
  const itemToString = (item: SelectOption | null) => (item ? t(item.label) : '');

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<SelectOption>({
    items,
    selectedItem,
    itemToString,
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    inputId: baseId,
    labelId: `${baseId}-label`,
    menuId: `${baseId}-listbox`,
    onSelectedItemChange: ({ selectedItem: next }) => setCurrent(next?.value ?? ''),
    onInputValueChange: ({ type, inputValue }) =>
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? (inputValue ?? '') : ''),
    stateReducer: (state, { type, changes }) => {
      if (type === useCombobox.stateChangeTypes.InputChange && normalise) {
        return { ...changes, inputValue: normalise(changes.inputValue ?? '') };
      }
      // Leaving without choosing puts the chosen option's text back (only listed values are valid).
      if (
        type === useCombobox.stateChangeTypes.InputBlur &&
        changes.selectedItem === state.selectedItem
      ) {
        return { ...changes, inputValue: itemToString(state.selectedItem) };
      }
      return changes;
    },
  });

  const { hintId, errorId, describedBy } = fieldDescription(baseId, { hint, error });
  const empty = items.length === 0;
  return (
    <ComboboxFrame
      label={label}
      required={required}
      disabled={disabled}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      isOpen={isOpen}
      labelProps={getLabelProps()}
      inputProps={getInputProps({
        placeholder: t(placeholder),
        maxLength,
        disabled,
        required,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        onBlur: () => onBlur?.(),
      })}
      toggleProps={getToggleButtonProps({ disabled })}
      menuProps={getMenuProps()}
      hasOptions={!empty}
      options={items.map((item, index) => (
        <Option
          key={item.value}
          {...getItemProps({ item, index })}
          data-highlighted={highlightedIndex === index ? '' : undefined}
        >
          <span>{t(item.label)}</span>
          {selectedItem?.value === item.value ? <Check size={16} aria-hidden="true" /> : null}
        </Option>
      ))}
      notice={empty ? { text: emptyLabel } : undefined}
      status={empty ? t(emptyLabel) : t('gaia_pickers_results_count', { count: items.length })}
      name={name}
      submitValue={current}
    />
  );
}
