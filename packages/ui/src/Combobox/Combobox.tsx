import { useState } from 'react';
import { useCombobox } from 'downshift';
import { Check } from 'lucide-react';
import { useControlledState } from 'react-stately/useControlledState';
import type { FieldValueProps } from '../internal/fieldProps';
import { useFieldIds } from '../internal/useFieldIds';
import { useT } from '../provider/GaiaContext';
import type { SelectOption } from '../Select/Select';
import { Option } from '../Select/Select.styles';
import { comboboxOptionBasics, typedTextReducer, type ComboboxFieldProps } from './comboboxField';
import { ComboboxFrame } from './ComboboxFrame';

export interface ComboboxProps extends ComboboxFieldProps, FieldValueProps {
  /** The choices; the list is filtered as the person types. */
  options: readonly SelectOption[];
  /** Controlled value: the chosen option's value ('' when none). */
  value?: string;
  /** Called with the chosen option's value ('' when cleared). */
  onChange?: (value: string) => void;
  /**
   * Whether an option matches the typed text. Defaults to a case-insensitive "contains" on the
   * translated label.
   */
  filter?: (option: SelectOption, query: string, translatedLabel: string) => boolean;
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
  ...field
}: ComboboxProps) {
  const t = useT();
  const ids = useFieldIds('gaia-combobox', field.id);
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
    ...comboboxOptionBasics(ids.id),
    onSelectedItemChange: ({ selectedItem: next }) => setCurrent(next?.value ?? ''),
    onInputValueChange: ({ type, inputValue }) =>
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? (inputValue ?? '') : ''),
    stateReducer: typedTextReducer(normalise, itemToString),
  });

  const empty = items.length === 0;
  return (
    <ComboboxFrame
      field={field}
      ids={ids}
      combobox={combobox}
      hasOptions={!empty}
      options={items.map((item, index) => (
        <Option
          key={item.value}
          {...combobox.getItemProps({ item, index })}
          data-highlighted={combobox.highlightedIndex === index ? '' : undefined}
        >
          <span>{t(item.label)}</span>
          {selectedItem?.value === item.value ? <Check size={16} aria-hidden="true" /> : null}
        </Option>
      ))}
      notice={empty ? { text: emptyLabel } : undefined}
      status={empty ? t(emptyLabel) : t('gaia_pickers_results_count', { count: items.length })}
      submitValue={current}
    />
  );
}
