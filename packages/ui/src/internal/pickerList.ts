import type { SelectOption } from '../Select/Select';

/**
 * How the kit's pickers (Select, Combobox, AsyncCombobox) set downshift up over their options: an
 * option is known by its value and skipped while disabled, and the label and the list take ids
 * under the field's own.
 */
export function pickerList(baseId: string) {
  return {
    itemToKey: (item: SelectOption | null) => item?.value,
    isItemDisabled: (item: SelectOption) => Boolean(item.disabled),
    labelId: `${baseId}-label`,
    menuId: `${baseId}-listbox`,
  };
}
