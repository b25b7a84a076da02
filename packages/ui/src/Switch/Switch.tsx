import { useRef, type HTMLAttributes, type Ref } from 'react';
import { Check } from 'lucide-react';
import { mergeProps, useFocusRing, useSwitch } from 'react-aria';
import { useToggleState } from 'react-stately';
import { mergeRefs } from '../internal/mergeRefs';
import { useT } from '../provider/GaiaContext';
import { Field, Hint, Row, Thumb, Track } from './Switch.styles';

export interface SwitchProps {
  /** Visible label: a message key or text (translated). Name the setting, not the state. */
  label: string;
  /** Helper text under the switch: a message key or text; it describes the switch. */
  hint?: string;
  /** Controlled state (on when true). */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state; a switch takes effect at once, without a submit. */
  onChange?: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  readOnly?: boolean;
  /** Form field name. */
  name?: string;
  /** Form value when on. */
  value?: string;
  /** Id of the content the switch shows or hides (aria-controls). */
  controls?: string;
  /** Ref to the input element. */
  inputRef?: Ref<HTMLInputElement>;
}

/** An on/off setting (react-aria useSwitch), e.g. the delivery form's default-address switch (issue: controls). */
export function Switch({
  label,
  hint,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  readOnly = false,
  name,
  value,
  controls,
  inputRef,
}: SwitchProps) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const text = t(label);
  const state = useToggleState({
    isSelected: checked,
    defaultSelected: defaultChecked,
    onChange,
    isReadOnly: readOnly,
  });
  const {
    inputProps,
    labelProps,
    descriptionProps: description,
    isSelected,
    isDisabled,
  } = useSwitch(
    {
      children: text,
      isDisabled: disabled,
      isReadOnly: readOnly,
      name,
      value,
      'aria-controls': controls,
    },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Field>
      <Row {...labelProps} data-disabled={isDisabled ? '' : undefined}>
        <Track
          data-selected={isSelected ? '' : undefined}
          data-disabled={isDisabled ? '' : undefined}
          data-focus-visible={isFocusVisible ? '' : undefined}
        >
          <input {...mergeProps(inputProps, focusProps)} ref={mergeRefs(ref, inputRef)} />
          <Thumb aria-hidden="true">
            <Check strokeWidth={3} />
          </Thumb>
        </Track>
        <span>{text}</span>
      </Row>
      {hint ? (
        <Hint
          {...(description as HTMLAttributes<HTMLParagraphElement> & {
            ref?: Ref<HTMLParagraphElement>;
          })}
        >
          {t(hint)}
        </Hint>
      ) : null}
    </Field>
  );
}
