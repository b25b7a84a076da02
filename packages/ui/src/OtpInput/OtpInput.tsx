import { useMemo, type InputHTMLAttributes, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import type { FieldStatusProps, FieldValueProps } from '../internal/fieldProps';
import { useT } from '../provider/GaiaContext';
import { Field, Label } from '../TextField/TextField.styles';
import { Caret, NativeInput, Slot, SlotRow, SlotsControl } from './OtpInput.styles';
import { useOtpInput } from './useOtpInput';
import { fieldDescription } from '../internal/fieldDescription';
import { fieldControlProps } from '../internal/fieldControlProps';
import { FieldMessages } from '../internal/FieldMessages';
import { LabelText } from '../internal/LabelText';
import { useFieldId } from '../internal/useFieldId';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'autoFocus' | 'enterKeyHint' | 'onKeyDown'
>;

export interface OtpInputProps extends NativeProps, FieldStatusProps, FieldValueProps {
  /** Visible label: a message key or text. @default 'gaia_otp_input_label' */
  label?: string;
  /** Number of digits (6 for the operator's codes; configurable per flow). @default 6 */
  length?: number;
  /**
   * Helper text under the slots: a message key or text, interpolated with `{{length}}`; `''` hides it.
   * @default 'gaia_otp_input_hint'
   */
  hint?: string;
  /** Error message key (or server message, e.g. code 40904106); marks the field invalid when set. */
  error?: string;
  /** Controlled value (digits). */
  value?: string;
  /** Called with the digits after every change (non-digits dropped, Arabic-Indic digits converted). */
  onChange?: (value: string) => void;
  /** Called with the code when the last slot is filled, by typing, paste or SMS autofill. */
  onComplete?: (code: string) => void;
  /** Submits the enclosing form when the code is complete (auto-verify). @default false */
  autoSubmit?: boolean;
  onBlur?: () => void;
  /**
   * Where the browser supports WebOTP (`OTPCredential`), asks it for the code of the SMS while the
   * field is mounted and fills the slots with it (completion, auto-submit and onChange as if typed).
   * The request ends on unmount and once the code is complete. Not made while disabled.
   * @default true
   */
  webOtp?: boolean;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A one-time code drawn as N slots over ONE real input (autocomplete one-time-code, numeric
 * keyboard), so SMS autofill, paste and screen readers see a single labelled field.
 * Where the browser has the WebOTP API, the code of the SMS fills itself in.
 */
export function OtpInput({
  label = 'gaia_otp_input_label',
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  autoSubmit = false,
  hint = 'gaia_otp_input_hint',
  error,
  required,
  disabled,
  onBlur,
  webOtp = true,
  inputRef,
  ...native
}: OtpInputProps) {
  const t = useT();
  const id = useFieldId('gaia-otp', native.id);
  const size = Math.max(1, Math.floor(length));
  const {
    current,
    inputRef: ownRef,
    focused,
    allSelected,
    inputHandlers,
    onBlurred,
  } = useOtpInput({
    length: size,
    value,
    defaultValue,
    onChange,
    onComplete,
    autoSubmit,
    webOtp: webOtp && !disabled,
  });
  const ref = useMemo(() => mergeRefs(ownRef, inputRef), [ownRef, inputRef]);
  const { hintId, errorId, describedBy } = fieldDescription(id, { hint, error });
  const active = Math.min(current.length, size - 1);

  return (
    <Field>
      <Label htmlFor={id}>
        <LabelText label={label} required={required} />
      </Label>
      <SlotsControl
        dir="ltr"
        data-focused={focused ? '' : undefined}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <SlotRow aria-hidden="true">
          {Array.from({ length: size }, (_, index) => {
            const digit = current[index] ?? '';
            return (
              <Slot
                key={index}
                data-slot={index}
                data-filled={digit ? '' : undefined}
                data-active={index === active ? '' : undefined}
                data-selected={allSelected && digit ? '' : undefined}
              >
                {digit}
                {focused && !digit && index === active ? <Caret /> : null}
              </Slot>
            );
          })}
        </SlotRow>
        <NativeInput
          {...native}
          {...inputHandlers}
          ref={ref}
          id={id}
          dir="ltr"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={size}
          spellCheck={false}
          value={current}
          onBlur={() => {
            onBlurred();
            onBlur?.();
          }}
          {...fieldControlProps({ required, disabled, invalid: error, describedBy })}
        />
      </SlotsControl>
      <FieldMessages
        hint={hint && t(hint, { length: size })}
        hintId={hintId}
        error={error}
        errorId={errorId}
      />
    </Field>
  );
}
