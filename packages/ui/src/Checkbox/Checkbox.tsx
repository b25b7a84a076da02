import {
  useEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Check, Minus } from '../internal/icons/glyphs';
import { mergeRefs } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import type { FieldStatusProps } from '../internal/fieldProps';
import { useT } from '../provider/GaiaContext';
import { Below, Box, Field, Label, RequiredMarker, Row } from './Checkbox.styles';
import { fieldDescription } from '../internal/fieldDescription';
import { FieldMessages } from '../internal/FieldMessages';
import { useFieldId } from '../internal/useFieldId';

type NativeCheckboxProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'id' | 'autoFocus' | 'form' | 'onFocus' | 'onKeyDown'
>;

export interface CheckboxProps extends NativeCheckboxProps, FieldStatusProps {
  /** Visible label: a message key or text (translated), or content such as text with links. */
  label: ReactNode;
  /** Must be ticked to submit: shows the required marker and sets the native `required`. @default false */
  required?: boolean;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /**
   * Shows the mixed state (e.g. "select all" when some items are selected); announced as partially
   * checked. The next press clears it and `onChange` reports the new checked state. @default false
   */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A native checkbox with label, hint, error, required marker and the mixed state. */
export function Checkbox({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  checked,
  defaultChecked = false,
  indeterminate = false,
  onChange,
  onBlur,
  inputRef,
  ...native
}: CheckboxProps) {
  const t = useT();
  const id = useFieldId('gaia-checkbox', native.id);
  const ownRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useControlledState<boolean>(checked, defaultChecked, undefined);
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });

  useEffect(() => {
    if (ownRef.current) ownRef.current.indeterminate = indeterminate;
  }, [indeterminate, current]);

  return (
    <Field>
      <Row>
        <Box>
          <input
            {...native}
            ref={mergeRefs(ownRef, inputRef)}
            id={id}
            type="checkbox"
            checked={current}
            onChange={(event) => {
              setCurrent(event.target.checked);
              onChange?.(event.target.checked, event);
            }}
            onBlur={() => onBlur?.()}
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <Check data-mark="check" aria-hidden="true" strokeWidth={3} />
          <Minus data-mark="dash" aria-hidden="true" strokeWidth={3} />
        </Box>
        <Label htmlFor={id} data-disabled={disabled ? '' : undefined}>
          {typeof label === 'string' ? t(label) : label}
          {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
        </Label>
      </Row>
      <Below>
        <FieldMessages hint={hint && t(hint)} hintId={hintId} error={error} errorId={errorId} />
      </Below>
    </Field>
  );
}
