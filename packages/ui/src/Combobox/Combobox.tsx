import { useState } from 'react';
import { useCombobox } from 'downshift';
import type { Normaliser } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';
import { useT } from '../provider/GaiaContext';
import type { SelectOption } from '../Select/Select';
import { ComboboxFrame, type ComboboxFieldProps } from './ComboboxFrame';
import { typedTextChanges } from './typedText';
import { PickerOption } from '../internal/PickerOption';
import { pickerList } from '../internal/pickerList';
import { useFieldId } from '../internal/useFieldId';

export interface ComboboxProps extends ComboboxFieldProps {
  /** The choices; the list is filtered as the person types. */
  options: readonly SelectOption[];
  /** Controlled value: the chosen option's value ('' when none). */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the chosen option's value ('' when cleared). */
  onChange?: (value: string) => void;
  /**
   * Whether an option matches the typed text. Defaults to a case-insensitive "contains" on the
   * translated label.
   */
  filter?: (option: SelectOption, query: string, translatedLabel: string) => boolean;
  /** Applied to the typed text as the person types (e.g. upper-case). */
  normalise?: Normaliser;
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
  options,
  value,
  defaultValue = '',
  onChange,
  filter = containsFilter,
  normalise,
  emptyLabel = 'gaia_pickers_no_results',
  name,
  id,
  ...field
}: ComboboxProps) {
  const t = useT();
  const baseId = useFieldId('gaia-combobox', id);
  const [current, setCurrent] = useControlledState(value, defaultValue, onChange);
  const [query, setQuery] = useState('');
  const selectedItem = options.find((option) => option.value === current) ?? null;
  const items = query
    ? options.filter((option) => filter(option, query, t(option.label)))
    : [...options];
  const itemToString = (item: SelectOption | null) => (item ? t(item.label) : '');

  const combobox = useCombobox<SelectOption>({
    items,
    selectedItem,
    itemToString,
    inputId: baseId,
    ...pickerList(baseId),
    onSelectedItemChange: ({ selectedItem: next }) => setCurrent(next?.value ?? ''),
    onInputValueChange: ({ type, inputValue }) =>
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? (inputValue ?? '') : ''),
    stateReducer: (state, action) => typedTextChanges(state, action, normalise, itemToString),
  });

  const empty = items.length === 0;
  return (
    <ComboboxFrame
      field={field}
      baseId={baseId}
      combobox={combobox}
      menuProps={combobox.getMenuProps()}
      hasOptions={!empty}
      options={items.map((item, index) => (
        <PickerOption
          key={item.value}
          {...combobox.getItemProps({ item, index })}
          text={t(item.label)}
          chosen={selectedItem?.value === item.value}
          highlighted={combobox.highlightedIndex === index}
        />
      ))}
      notice={empty ? { text: emptyLabel } : undefined}
      status={empty ? t(emptyLabel) : t('gaia_pickers_results_count', { count: items.length })}
      name={name}
      submitValue={current}
    />
  );
}
