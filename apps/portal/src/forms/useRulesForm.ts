import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type Resolver, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { checkRules, ruleErrors, shownMessage, type FormFailure, type FormRules, type FormValues } from '@gaia/domain/kernel';
import { useT } from '@gaia/ui';

/** react-hook-form's resolver over the domain's rules (ADR 0015): the adapter is the domain's own check. */
export function rulesResolver<V extends FormValues<V>>(rules: FormRules<V>): Resolver<V> {
  return (values) => checkRules(rules, values) as Awaited<ReturnType<Resolver<V>>>;
}

/** Where a form-level message comes from: the submit call, or a code send between submits. */
export type FormErrorSlot = 'submit' | 'send';

export interface RulesFormOptions<V extends FormValues<V>> {
  /** The starting values (computed once). */
  defaultValues: V | (() => V);
  /** The domain's field rules: each field's message key. */
  rules: FormRules<V>;
  /** The submit call: runs only when every rule passes and no server field error stands. */
  submit: (values: V) => Promise<void>;
  /** Told of every value the person changes (a draft to keep, a notice to take away …). */
  onValueChange?: (name: keyof V & string, value: string) => void;
  /** Fields are disabled while the submit call runs. */
  disableWhilePending?: boolean;
  /** Messages a state machine holds for fields (shown like a server's; they do not block submit). */
  shownErrors?: Partial<Record<keyof V, string | undefined>>;
}

/**
 * One form of the portal (ADR 0015): react-hook-form holds the values, the touched fields, the
 * server's errors and the submit; the domain's rules decide every field message, shown once a field
 * has been left (or after a refused submit attempt) and updated as typed; a server error on a field
 * stands until that field changes; submit is possible only when every rule passes. A failed call is
 * shown through the domain's one mapping (formFailure → shownMessage).
 */
export function useRulesForm<V extends FormValues<V>>({ defaultValues, rules, submit, onValueChange, disableWhilePending, shownErrors }: RulesFormOptions<V>) {
  const t = useT();
  const [initial] = useState(defaultValues);
  const typed = useForm<V>({
    defaultValues: initial as DefaultValues<V>,
    resolver: rulesResolver(rules),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // Every field is a string named by its key: the form is handled by name below.
  const form = typed as unknown as UseFormReturn<Record<string, string>>;
  const values = useWatch({ control: form.control }) as V;
  const { errors, touchedFields, isSubmitting } = form.formState;
  // A submit attempted while a rule fails shows every field's message (the call itself never ran).
  const [refused, setRefused] = useState(false);
  const checked = ruleErrors(rules, values);
  const serverErrors = Object.keys(values).filter((name) => (errors as FieldErrors<Record<string, string>>)[name]?.type === 'server');
  const skipTouch = useRef(false);
  const root = (errors as { root?: Record<string, { message?: string } | undefined> }).root;

  /** The message a field shows: the server's, else its rule's once left. */
  const errorOf = (name: keyof V & string): string | undefined => {
    const server = (errors as FieldErrors<Record<string, string>>)[name];
    if (server?.type === 'server') return server.message;
    if (shownErrors?.[name]) return shownErrors[name];
    return (touchedFields as Partial<Record<string, boolean>>)[name] || refused ? checked[name] : undefined;
  };

  /** Sets a field's value as the person typed it: its server error goes. */
  const change = (name: keyof V & string, value: string) => {
    form.clearErrors(name);
    form.setValue(name as string, value, { shouldDirty: true });
    onValueChange?.(name, value);
  };

  /** Empties fields after a refused call: their value, touched state and error go. */
  const clear = (...names: (keyof V & string)[]) => {
    for (const name of names) {
      form.resetField(name as string, { defaultValue: '' });
      onValueChange?.(name, '');
    }
  };

  /** A server message on a field (a translated text or the server's own). */
  const failField = useCallback(
    (name: keyof V & string, message: string | undefined) => {
      if (message) form.setError(name, { type: 'server', message });
    },
    [form],
  );

  /** A message above the form; undefined removes it. */
  const setFormError = useCallback(
    (message: string | undefined, slot: FormErrorSlot = 'submit') => {
      if (message) form.setError(`root.${slot}`, { type: 'server', message });
      else form.clearErrors(`root.${slot}`);
    },
    [form],
  );

  /** A failed call as the domain maps it: on its field when it names one of ours, else above the form. */
  const showFailure = useCallback(
    (failure: FormFailure, fields: Partial<Record<string, keyof V & string>> = {}, slot: FormErrorSlot = 'submit') => {
      const text = shownMessage(t, failure.text);
      const field = failure.field ? fields[failure.field] : undefined;
      if (field) failField(field, text);
      else setFormError(text, slot);
    },
    [t, failField, setFormError],
  );
  const focus = useCallback((name: keyof V & string) => form.setFocus(name), [form]);

  const onSubmit: SubmitHandler<V> = (submitted) => submit(submitted);

  return {
    values,
    valid: Object.keys(checked).length === 0 && serverErrors.length === 0,
    pending: isSubmitting,
    formError: root?.send?.message ?? root?.submit?.message,
    errorOf,
    change,
    clear,
    failField,
    clearError: (name: keyof V & string) => form.clearErrors(name),
    setFormError,
    showFailure,
    focus,
    /** Back to the starting values, nothing touched. */
    reset: () => form.reset(),
    /** The form element's submit handler. */
    handleSubmit: typed.handleSubmit(onSubmit, () => setRefused(true)),
    /** The next blur does not mark its field touched (focus left for a button that closes the form). */
    skipNextTouch: () => {
      skipTouch.current = true;
    },
    disabled: Boolean(disableWhilePending && isSubmitting),
    control: form.control,
    /** A field was left: it is touched unless its blur was skipped (see skipNextTouch). */
    blurred: (touch: () => void) => {
      if (skipTouch.current) skipTouch.current = false;
      else touch();
    },
  };
}

export type RulesForm<V extends FormValues<V> = Record<string, string>> = ReturnType<typeof useRulesForm<V>>;

export const RulesFormContext = createContext<RulesForm | null>(null);

export function useRulesFormContext(): RulesForm {
  const form = useContext(RulesFormContext);
  if (!form) throw new Error('A form field is used outside a RulesFormContext provider');
  return form;
}
