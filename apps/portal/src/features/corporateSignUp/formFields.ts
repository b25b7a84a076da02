import { useController } from 'react-hook-form';
import { useRulesFormContext } from '../../forms/useRulesForm';

/** A field of the surrounding form by name: its value, change, touched-on-blur and message. */
export function useFormField(name: string) {
  const form = useRulesFormContext();
  const { field } = useController({ name, control: form.control });
  return { form, field, value: String(field.value ?? ''), error: form.errorOf(name) };
}
