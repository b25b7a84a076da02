import type { ButtonHTMLAttributes, Ref } from 'react';
import { Check, Copy } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { CopyRoot } from './CopyButton.styles';
import { useCopyButton } from './useCopyButton';

export interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick' | 'onCopy' | 'type'> {
  /** The text put on the clipboard (an order number, a user ID). */
  text: string;
  /** The button's name, a message key or text; the only visible text when `showLabel`. @default 'gaia_feedback_copy' */
  label?: string;
  /** Show the label next to the icon; otherwise it is the button's accessible name only. @default false */
  showLabel?: boolean;
  /** Toast after a copy. @default 'gaia_feedback_copy_success' */
  successMessage?: string;
  /** Error toast when the browser refuses to copy. @default 'gaia_feedback_copy_failed' */
  failureMessage?: string;
  /** Called after each attempt with whether it worked. */
  onCopy?: (copied: boolean) => void;
  /** sm is a 24px target for use inside a line of text; md is 44px. @default 'md' */
  size?: 'sm' | 'md';
  /** @default false */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Copies a value and confirms with a toast ("Copied"). */
export function CopyButton({
  text,
  label = 'gaia_feedback_copy',
  showLabel = false,
  successMessage = 'gaia_feedback_copy_success',
  failureMessage = 'gaia_feedback_copy_failed',
  onCopy,
  size = 'md',
  disabled = false,
  ref,
  ...rest
}: CopyButtonProps) {
  const t = useT();
  const { copied, copy } = useCopyButton({ text, successMessage, failureMessage, onCopy });
  const iconSize = size === 'sm' ? 16 : 20;
  return (
    <CopyRoot
      {...rest}
      ref={ref}
      type="button"
      disabled={disabled}
      data-size={size}
      data-copied={copied ? '' : undefined}
      aria-label={showLabel ? undefined : t(label)}
      onClick={() => void copy()}
    >
      {copied ? <Check size={iconSize} aria-hidden="true" /> : <Copy size={iconSize} aria-hidden="true" />}
      {showLabel ? <span>{t(label)}</span> : null}
    </CopyRoot>
  );
}
