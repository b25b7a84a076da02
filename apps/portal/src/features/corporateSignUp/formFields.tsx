import { useController } from 'react-hook-form';
import { Checkbox, DateField, type CheckboxProps, type DateFieldProps } from '@gaia/ui';
import { useRulesFormContext } from '../../forms/useRulesForm';

/** A field of the surrounding form by name: its value, change, touched-on-blur and message. */
function useFormField(name: string) {
  const form = useRulesFormContext();
  const { field } = useController({ name, control: form.control });
  return { form, field, value: String(field.value ?? ''), error: form.errorOf(name) };
}

/** The kit's DateField bound to its form by name ('YYYYMMDD', '' while incomplete). */
export function FormDateField({ name, ...props }: Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange' | 'error' | 'name'> & { name: string }) {
  const { form, value, error } = useFormField(name);
  return <DateField {...props} name={name} value={value} error={error} onChange={(next) => form.change(name, next)} />;
}

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
