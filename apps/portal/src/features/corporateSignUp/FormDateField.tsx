import { DateField, type DateFieldProps } from '@gaia/ui';
import { useFormField } from './formFields';

/** The kit's DateField bound to its form by name ('YYYYMMDD', '' while incomplete). */
export function FormDateField({ name, ...props }: Omit<DateFieldProps, 'value' | 'defaultValue' | 'onChange' | 'error' | 'name'> & { name: string }) {
  const { form, value, error } = useFormField(name);
  return <DateField {...props} name={name} value={value} error={error} onChange={(next) => form.change(name, next)} />;
}
