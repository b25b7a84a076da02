import { useId } from 'react';
import { Eye, EyeOff } from '../internal/icons/glyphs';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useT } from '../provider/GaiaContext';
import { Notice, RevealButton } from './PasswordField.styles';
import { usePasswordField } from './usePasswordField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'onCopy' | 'onCut' | 'onPaste' | 'onDrop'> {
  /** Label of the reveal button while hidden. @default 'gaia_password_show' */
  showLabel?: string;
  /** Label of the reveal button while shown. @default 'gaia_password_hide' */
  hideLabel?: string;
  /** Shown when a copy, cut, paste or drop is blocked. @default 'gaia_password_paste_blocked' */
  blockedNotice?: string;
  /** @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

/**
 * A password input with show/hide whose copy, cut, paste and drop are blocked.
 * The password never appears in the markup: it is not mirrored into the `value` attribute.
 */
export function PasswordField({
  showLabel = 'gaia_password_show',
  hideLabel = 'gaia_password_hide',
  blockedNotice = 'gaia_password_paste_blocked',
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const t = useT();
  const noticeId = useId();
  const { visible, blocked, toggle, inputHandlers } = usePasswordField();
  return (
    <div>
      <TextField
        {...rest}
        {...inputHandlers}
        type={visible ? 'text' : 'password'}
        conceal
        autoComplete={autoComplete}
        spellCheck={false}
        endAdornment={
          <RevealButton type="button" aria-pressed={visible} aria-label={t(visible ? hideLabel : showLabel)} onClick={toggle} disabled={rest.disabled}>
            {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </RevealButton>
        }
      />
      <Notice id={noticeId} role="status">
        {blocked ? t(blockedNotice) : ''}
      </Notice>
    </div>
  );
}
