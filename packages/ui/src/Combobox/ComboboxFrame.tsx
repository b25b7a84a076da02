import type { HTMLAttributes, ReactNode } from 'react';
import type { UseComboboxReturnValue } from 'downshift';
import { ChevronDown, CircleAlert, LoaderCircle } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { fieldControlProps } from '../internal/fieldControlProps';
import { fieldDescription } from '../internal/fieldDescription';
import type { FieldProps } from '../internal/fieldProps';
import { FieldMessages } from '../internal/FieldMessages';
import { LabelText } from '../internal/LabelText';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import type { SelectOption } from '../Select/Select';
import { Anchor, Listbox, Popup, PopupMessage } from '../Select/Select.styles';
import { Control, Field, Label } from '../TextField/TextField.styles';
import { ToggleButton } from './Combobox.styles';

/** A line shown in the open popup besides the options. */
export interface PopupNotice {
  /** A message key or text. */
  text: string;
  tone?: 'muted' | 'danger';
  busy?: boolean;
}

/** The props of a combobox's field, around its list: label, messages, states, the typed text. */
export interface ComboboxFieldProps extends FieldProps {
  /** Placeholder of the search input. @default 'gaia_pickers_search_placeholder' */
  placeholder?: string;
  /** Maximum length of the typed text. */
  maxLength?: number;
  onBlur?: () => void;
}

interface ComboboxFrameProps {
  field: ComboboxFieldProps;
  /** Id of the input; the label, list, hint and error take theirs under it. */
  baseId: string;
  /** What downshift's useCombobox returned: the open state and the props of label, input and toggle. */
  combobox: Pick<
    UseComboboxReturnValue<SelectOption>,
    'isOpen' | 'getLabelProps' | 'getInputProps' | 'getToggleButtonProps'
  >;
  menuProps: HTMLAttributes<HTMLUListElement>;
  /** Option elements, rendered only while open. */
  options: ReactNode;
  hasOptions: boolean;
  notice?: PopupNotice;
  /** What the live region says (results, loading, empty); only while open. */
  status: string;
  name?: string;
  submitValue: string;
}

/** Shared layout of Combobox and AsyncCombobox: label, input with toggle, popup list, live region. */
export function ComboboxFrame(props: ComboboxFrameProps) {
  const t = useT();
  const { notice, combobox } = props;
  const {
    label,
    placeholder = 'gaia_pickers_search_placeholder',
    hint,
    error,
    required = false,
    disabled = false,
    maxLength,
    onBlur,
  } = props.field;
  const { isOpen } = combobox;
  const showPopup = isOpen && (props.hasOptions || Boolean(notice));
  const { hintId, errorId, describedBy } = fieldDescription(props.baseId, { hint, error });
  return (
    <Field>
      <Label {...combobox.getLabelProps()}>
        <LabelText label={label} required={required} />
      </Label>
      <Anchor>
        <Control data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <input
            {...combobox.getInputProps({
              placeholder: t(placeholder),
              maxLength,
              ...fieldControlProps({ required, disabled, invalid: error, describedBy }),
              onBlur: () => onBlur?.(),
            })}
          />
          <ToggleButton
            {...combobox.getToggleButtonProps({ disabled })}
            type="button"
            aria-label={t('gaia_pickers_toggle_options')}
            disabled={disabled}
          >
            <ChevronDown size={18} aria-hidden="true" />
          </ToggleButton>
        </Control>
        <Popup data-open={showPopup ? '' : undefined}>
          <Listbox {...props.menuProps}>{isOpen ? props.options : null}</Listbox>
          {isOpen && notice ? (
            <PopupMessage
              aria-hidden="true"
              data-tone={notice.tone === 'danger' ? 'danger' : undefined}
            >
              {notice.busy ? (
                <LoaderCircle size={16} data-spin="" />
              ) : notice.tone === 'danger' ? (
                <CircleAlert size={16} />
              ) : null}
              {t(notice.text)}
            </PopupMessage>
          ) : null}
        </Popup>
        <VisuallyHidden as="span" role="status">{isOpen ? props.status : ''}</VisuallyHidden>
      </Anchor>
      <FieldMessages hint={hint && t(hint)} hintId={hintId} error={error} errorId={errorId} />
      {props.name ? (
        <input type="hidden" name={props.name} value={props.submitValue} disabled={disabled} />
      ) : null}
    </Field>
  );
}
