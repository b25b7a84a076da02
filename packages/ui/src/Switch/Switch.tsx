import { useId, useState, type Ref } from 'react';
import { Check } from '../internal/icons/glyphs';
import { useControlledState } from 'react-stately/useControlledState';
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

/**
 * An on/off setting, e.g. the delivery form's default-address switch: a native
 * checkbox with role="switch" (Space toggles it, the label clicks it, forms submit it).
 */
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
  const hintId = `gaia-switch-${useId()}-hint`;
  const text = t(label);
  const [isSelected, setSelected] = useControlledState<boolean>(checked, defaultChecked, onChange);
  // The focus ring shows for keyboard focus only, as the browser's :focus-visible decides.
  const [isFocusVisible, setFocusVisible] = useState(false);
  return (
    <Field>
      <Row data-disabled={disabled ? '' : undefined}>
        <Track
          data-selected={isSelected ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          data-focus-visible={isFocusVisible ? '' : undefined}
        >
          <input
            ref={inputRef}
            type="checkbox"
            role="switch"
            checked={isSelected}
            onChange={(event) => {
              if (!readOnly) setSelected(event.target.checked);
            }}
            onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
            onBlur={() => setFocusVisible(false)}
            disabled={disabled}
            aria-readonly={readOnly || undefined}
            name={name}
            value={value}
            aria-controls={controls}
            aria-describedby={hint ? hintId : undefined}
          />
          <Thumb aria-hidden="true">
            <Check strokeWidth={3} />
          </Thumb>
        </Track>
        <span>{text}</span>
      </Row>
      {hint ? <Hint id={hintId}>{t(hint)}</Hint> : null}
    </Field>
  );
}
