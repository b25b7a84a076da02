import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { Normaliser } from '@gaia/domain';
import type { FieldFormProps, FieldProps } from '../internal/fieldProps';
import type { SelectOption } from '../Select/Select';

/** The props Combobox and AsyncCombobox share: the field around the input and the typed text's rules. */
export interface ComboboxFieldProps extends FieldProps, FieldFormProps {
  /** Placeholder of the search input. @default 'gaia_pickers_search_placeholder' */
  placeholder?: string;
  onBlur?: () => void;
  /** Applied to the typed text as the person types (e.g. upper-case). */
  normalise?: Normaliser;
  /** Maximum length of the typed text (e.g. 150 for a suburb). */
  maxLength?: number;
  /** Shown and announced when nothing matches. @default 'gaia_pickers_no_results' */
  emptyLabel?: string;
}

/** The useCombobox options both comboboxes share: the element ids, and how options are keyed and disabled. */
export function comboboxOptionBasics(id: string) {
  return {
    itemToKey: (item: SelectOption | null) => item?.value,
    isItemDisabled: (item: SelectOption) => Boolean(item.disabled),
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
  };
}

/**
 * How both comboboxes treat the typed text: normalised as it is typed, and, on leaving without
 * choosing, put back to the chosen option's text (only listed values are valid).
 */
export function typedTextReducer(
  normalise: Normaliser | undefined,
  itemToString: (item: SelectOption | null) => string,
) {
  return (
    state: UseComboboxState<SelectOption>,
    { type, changes }: UseComboboxStateChangeOptions<SelectOption>,
  ): Partial<UseComboboxState<SelectOption>> => {
    if (type === useCombobox.stateChangeTypes.InputChange && normalise) {
      return { ...changes, inputValue: normalise(changes.inputValue ?? '') };
    }
    if (
      type === useCombobox.stateChangeTypes.InputBlur &&
      changes.selectedItem === state.selectedItem
    ) {
      return { ...changes, inputValue: itemToString(state.selectedItem) };
    }
    return changes;
  };
}
