import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { inertClick } from '../internal/inertClick';
import { useT } from '../provider/GaiaContext';
import { ButtonSpinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'children'> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, announces busy and ignores presses while true. @default false */
  loading?: boolean;
  /**
   * Disabled buttons stay focusable (aria-disabled) so keyboard and screen-reader users can still
   * find them and learn why. @default false
   */
  disabled?: boolean;
  /** An icon before the label (mirrors in right-to-left by layout, not by flipping). */
  icon?: ReactNode;
  /** Stretch to the container's inline size. @default false */
  fullWidth?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** The label: a message key or text, passed through the translate function. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  icon,
  fullWidth = false,
  type = 'button',
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const t = useT();
  const inert = disabled || loading;
  return (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={inertClick(inert, onClick)}
    >
      {loading ? <ButtonSpinner aria-hidden="true" /> : icon}
      <span>{typeof children === 'string' ? t(children) : children}</span>
    </StyledButton>
  );
}
