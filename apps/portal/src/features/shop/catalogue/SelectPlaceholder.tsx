import type { SelectProps } from '@gaia/ui';
import { FieldPlaceholder } from '../../../layout/field/FieldPlaceholder';

export type SelectPlaceholderProps = Pick<SelectProps, 'label' | 'options' | 'value' | 'defaultValue' | 'placeholder'>;

/**
 * Holds the place of one of the catalogue's selects while its code loads: its label and the closed
 * control with the chosen option's text, or the placeholder (the filters have no hint or error).
 */
export function SelectPlaceholder({ label, options, value, defaultValue = '', placeholder = 'gaia_pickers_select_placeholder' }: SelectPlaceholderProps) {
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  return <FieldPlaceholder label={label} value={chosen ? { label: chosen.label } : { label: placeholder, placeholder: true }} />;
}
