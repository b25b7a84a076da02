import type { ReactNode } from 'react';
import type { UseComboboxGetMenuPropsOptions, UseComboboxReturnValue } from 'downshift';
import { ChevronDown, CircleAlert, LoaderCircle } from 'lucide-react';
import { VisuallyHidden } from 'react-aria';
import { FieldLabelText } from '../internal/FieldLabelText';
import { FieldMessages } from '../internal/FieldMessages';
import { fieldControlProps } from '../internal/fieldControlProps';
import { describedByIds, type FieldIds } from '../internal/useFieldIds';
import { useT } from '../provider/GaiaContext';
import type { SelectOption } from '../Select/Select';
import { Anchor, Listbox, Popup, PopupMessage } from '../Select/Select.styles';
import { Control, Field, Label } from '../TextField/TextField.styles';
import { ToggleButton } from './Combobox.styles';
import type { ComboboxFieldProps } from './comboboxField';

/** A line shown in the open popup besides the options. */
export interface PopupNotice {
  /** A message key or text. */
  text: string;
  tone?: 'muted' | 'danger';
  busy?: boolean;
}

interface ComboboxFrameProps {
  /** The field's own props as the combobox was given them (their defaults are applied here). */
  field: Omit<ComboboxFieldProps, 'normalise' | 'emptyLabel'>;
  ids: FieldIds;
  /** What useCombobox returned: the open state and the prop getters of the label, input, toggle and list. */
  combobox: Pick<
    UseComboboxReturnValue<SelectOption>,
    'isOpen' | 'getLabelProps' | 'getInputProps' | 'getToggleButtonProps' | 'getMenuProps'
  >;
  /** Further props of the list (e.g. its busy state, loading more on scroll). */
  menuOptions?: UseComboboxGetMenuPropsOptions;
  /** Option elements, rendered only while open. */
  options: ReactNode;
  hasOptions: boolean;
  notice?: PopupNotice;
  /** What the live region says (results, loading, empty); only while open. */
  status: string;
  submitValue: string;
}

/** Shared layout of Combobox and AsyncCombobox: label, input with toggle, popup list, live region. */
export function ComboboxFrame({ field, ids, combobox, menuOptions, ...props }: ComboboxFrameProps) {
  const t = useT();
  const {
    label,
    placeholder = 'gaia_pickers_search_placeholder',
    hint,
    error,
    required = false,
    disabled = false,
    maxLength,
    onBlur,
    name,
  } = field;
  const { notice } = props;
  const { isOpen } = combobox;
  const showPopup = isOpen && (props.hasOptions || Boolean(notice));
  return (
    <Field>
      <Label {...combobox.getLabelProps()}>
        <FieldLabelText label={label} required={required} />
      </Label>
      <Anchor>
        <Control data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
          <input
            {...combobox.getInputProps({
              placeholder: t(placeholder),
              maxLength,
              ...fieldControlProps({
                required,
                disabled,
                invalid: Boolean(error),
                describedBy: describedByIds(hint && ids.hintId, error && ids.errorId),
              }),
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
          <Listbox {...combobox.getMenuProps(menuOptions)}>{isOpen ? props.options : null}</Listbox>
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
        <VisuallyHidden elementType="span" role="status">
          {isOpen ? props.status : ''}
        </VisuallyHidden>
      </Anchor>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      {name ? (
        <input type="hidden" name={name} value={props.submitValue} disabled={disabled} />
      ) : null}
    </Field>
  );
}
