import { Checkbox, type CheckboxProps } from '@gaia/ui';
import { useFormField } from './formFields';

/** The kit's Checkbox bound to its form by name: 'Y' when ticked, '' otherwise. */
export function FormCheckbox({ name, ...props }: Omit<CheckboxProps, 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'> & { name: string }) {
  const { form, field, value, error } = useFormField(name);
  return (
    <Checkbox
      {...props}
      name={name}
      checked={value === 'Y'}
      error={error}
      inputRef={field.ref}
      onBlur={() => form.blurred(field.onBlur)}
      onChange={(checked) => form.change(name, checked ? 'Y' : '')}
    />
  );
}
