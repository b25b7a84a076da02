import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { ChevronDown, CircleAlert, LoaderCircle } from 'lucide-react';
import { FieldError } from '../FieldError/FieldError';
import { useT } from '../provider/GaiaContext';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { Anchor, Listbox, Popup, PopupMessage } from '../Select/Select.styles';
import { Control, Field, Hint, Label, RequiredMarker } from '../TextField/TextField.styles';
import { ToggleButton } from './Combobox.styles';

/** A line shown in the open popup besides the options. */
export interface PopupNotice {
  /** A message key or text. */
  text: string;
  tone?: 'muted' | 'danger';
  busy?: boolean;
}

interface ComboboxFrameProps {
  label: string;
  required: boolean;
  disabled: boolean;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  isOpen: boolean;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  inputProps: Record<string, unknown>;
  toggleProps: Record<string, unknown>;
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
  const { notice, isOpen } = props;
  const showPopup = isOpen && (props.hasOptions || Boolean(notice));
  return (
    <Field>
      <Label {...props.labelProps}>
        {t(props.label)}
        {props.required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
      </Label>
      <Anchor>
        <Control
          data-invalid={props.error ? '' : undefined}
          data-disabled={props.disabled ? '' : undefined}
        >
          <input {...props.inputProps} />
          <ToggleButton
            {...props.toggleProps}
            type="button"
            aria-label={t('gaia_pickers_toggle_options')}
            disabled={props.disabled}
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
      {props.hint ? <Hint id={props.hintId}>{t(props.hint)}</Hint> : null}
      {props.error ? <FieldError id={props.errorId}>{props.error}</FieldError> : null}
      {props.name ? (
        <input
          type="hidden"
          name={props.name}
          value={props.submitValue}
          disabled={props.disabled}
        />
      ) : null}
    </Field>
  );
}
