import { useEffect, useRef } from 'react';
import { LIVE_FORM_ATTRIBUTE } from '../prerenderGuard';
import type { FormValues } from '@gaia/domain/kernel';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import {
  OtpInput,
  PasswordField,
  TextField,
  type OtpInputProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from '@gaia/ui';
import { RulesFormContext, useRulesFormContext, type RulesForm } from './useRulesForm';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'name';

/** The fields below read their form from here. */
export function FormFields<V extends FormValues<V>>({ form, children }: { form: RulesForm<V>; children: ReactNode }) {
  const liveMarker = useRef<HTMLSpanElement>(null);
  // Effects run only in the browser, once the form is hydrated or rendered: the prerendered page's
  // guard waits for this mark before it lets go (app/PageReady).
  useEffect(() => liveMarker.current?.setAttribute(LIVE_FORM_ATTRIBUTE, ''), []);
  return (
    <RulesFormContext.Provider value={form as unknown as RulesForm}>
      {children}
      <span hidden ref={liveMarker} />
    </RulesFormContext.Provider>
  );
}

/** A kit field bound to its form by name: value, change, touched-on-blur, message, focus. */
function useBoundField(name: string) {
  const form = useRulesFormContext();
  const { field } = useController({ name, control: form.control });
  return {
    name,
    value: String(field.value ?? ''),
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.blurred(field.onBlur),
    error: form.errorOf(name),
    inputRef: field.ref,
    ...(form.disabled ? { disabled: true } : {}),
  };
}

export function FormTextField({ name, ...props }: Omit<TextFieldProps, Bound> & { name: string }) {
  return <TextField {...props} {...useBoundField(name)} />;
}

export function FormPasswordField({
  name,
  ...props
}: Omit<PasswordFieldProps, Bound> & { name: string }) {
  return <PasswordField {...props} {...useBoundField(name)} />;
}

export function FormOtpInput({ name, ...props }: Omit<OtpInputProps, Bound> & { name: string }) {
  return <OtpInput {...props} {...useBoundField(name)} />;
}
