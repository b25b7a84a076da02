import { useLayoutEffect, useMemo, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Normaliser } from '@gaia/domain';
import { mergeRefs } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { useTypedBeforeHydration } from '../internal/useTypedBeforeHydration';
import type { FieldProps, FieldValueProps } from '../internal/fieldProps';
import { useT } from '../provider/GaiaContext';
import { Control, Field, Label, LabelRow } from './TextField.styles';
import { fieldDescription } from '../internal/fieldDescription';
import { fieldControlProps } from '../internal/fieldControlProps';
import { FieldHelp } from '../internal/FieldHelp';
import { FieldMessages } from '../internal/FieldMessages';
import { LabelText } from '../internal/LabelText';
import { useFieldId } from '../internal/useFieldId';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'name' | 'id' | 'onCopy' | 'onCut' | 'onPaste' | 'onDrop' | 'onKeyDown' | 'autoFocus' | 'enterKeyHint' | 'spellCheck' | 'dir'
>;

export interface TextFieldProps extends NativeInputProps, FieldProps, FieldValueProps {
  /**
   * Longer help: a message key or text shown in a tooltip from an info button next to the label
   * (opens on hover and focus, Escape closes). The button is named "Help: `<label>`".
   */
  help?: string;
  /** @default false */
  readOnly?: boolean;
  /** Maximum length in characters; typing beyond it is prevented. */
  maxLength?: number;
  /** Applied to every change as the user types (strip spaces, upper-case, digits only …). */
  normalise?: Normaliser;
  /** @default 'text' */
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url';
  /** Called with the normalised value. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Content after the input inside its border (e.g. a show-password button). */
  endAdornment?: ReactNode;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Keeps the value out of the DOM's `value` attribute (passwords): the input is filled through its
   * value property only, so the markup (prerendered HTML, the element's attributes) never holds it.
   * @default false
   */
  conceal?: boolean;
}

/** Label, hint, error, required marker, max length and an input normaliser. */
export function TextField({
  label,
  hint,
  help,
  error,
  required = false,
  disabled = false,
  readOnly = false,
  maxLength,
  normalise,
  type = 'text',
  value,
  defaultValue = '',
  onChange,
  onBlur,
  endAdornment,
  inputRef,
  spellCheck,
  conceal = false,
  ...native
}: TextFieldProps) {
  const t = useT();
  const id = useFieldId('gaia-field', native.id);
  const [current, setCurrent] = useControlledState(value, defaultValue, onChange);
  const accept = (typed: string) => setCurrent(normalise ? normalise(typed) : typed);
  // Nothing a person typed into the prerendered page before it came alive is lost.
  useTypedBeforeHydration(id, current, accept);

  /*
   * A controlled React input mirrors its value into the `value` attribute; a concealed one is left
   * uncontrolled and given its value here, whenever the value changes (cleared after a failure,
   * normalised). What the element holds before the first sync (typed into the prerendered page) is
   * left for useTypedBeforeHydration to adopt.
   */
  const inputEl = useRef<HTMLInputElement | null>(null);
  const ref = useMemo(() => mergeRefs(inputEl, inputRef), [inputRef]);
  const synced = useRef<string | null>(null);
  useLayoutEffect(() => {
    const input = inputEl.current;
    if (!conceal || !input || synced.current === current) return;
    const typedBeforeHydration = synced.current === null && input.value !== '' && current === '';
    synced.current = current;
    if (!typedBeforeHydration && input.value !== current) input.value = current;
  });
  const change = (input: HTMLInputElement) => {
    const next = normalise ? normalise(input.value) : input.value;
    // Concealed: what normalising removed leaves the element at once, as React does for a controlled input.
    if (conceal && input.value !== next) input.value = next;
    setCurrent(next);
  };
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });

  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>
          <LabelText label={label} required={required} />
        </Label>
        {help ? <FieldHelp help={help} label={label} /> : null}
      </LabelRow>
      <Control data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <input
          {...native}
          ref={ref}
          id={id}
          type={type}
          value={conceal ? undefined : current}
          onChange={(event) => change(event.target)}
          onBlur={() => onBlur?.()}
          maxLength={maxLength}
          {...fieldControlProps({ required, disabled, invalid: error, describedBy })}
          readOnly={readOnly}
          spellCheck={spellCheck}
        />
        {endAdornment}
      </Control>
      <FieldMessages hint={hint && t(hint)} hintId={hintId} error={error} errorId={errorId} />
    </Field>
  );
}
