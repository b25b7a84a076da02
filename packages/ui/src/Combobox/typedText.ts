import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { Normaliser } from '@gaia/domain';
import type { SelectOption } from '../Select/Select';

/**
 * How the kit's comboboxes treat the typed text, as a step of downshift's state reducer: it is
 * normalised as it is typed, and leaving without choosing puts the chosen option's text back (only
 * listed values are valid).
 */
export function typedTextChanges(
  state: UseComboboxState<SelectOption>,
  { type, changes }: UseComboboxStateChangeOptions<SelectOption>,
  normalise: Normaliser | undefined,
  itemToString: (item: SelectOption | null) => string,
): Partial<UseComboboxState<SelectOption>> {
  const types = useCombobox.stateChangeTypes;
  if (type === types.InputChange && normalise) {
    return { ...changes, inputValue: normalise(changes.inputValue ?? '') };
  }
  if (type === types.InputBlur && changes.selectedItem === state.selectedItem) {
    return { ...changes, inputValue: itemToString(state.selectedItem) };
  }
  return changes;
}
