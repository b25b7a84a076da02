import { useController } from 'react-hook-form';
import type { FormValues } from '@gaia/domain/kernel';
import type { RulesForm } from '../../../forms/useRulesForm';

/**
 * A field of a rules form bound by name, for the kit controls forms/fields.tsx has no binding for
 * (gender, date, select, upload): its value, change, touched-on-leave and message.
 */
export function useBoundValue<V extends FormValues<V>>(form: RulesForm<V>, name: keyof V & string) {
  const { field } = useController({ name: name as string, control: form.control as never });
  return {
    value: String(field.value ?? ''),
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.blurred(field.onBlur),
    error: form.errorOf(name),
    inputRef: field.ref,
  };
}
