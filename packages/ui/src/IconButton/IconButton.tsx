import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { inertClick } from '../internal/inertClick';
import { useT } from '../provider/GaiaContext';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
/** `sm` 32px, `md` 44px (touch), `lg` 48px: never under the 24px minimum target. */
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'children' | 'aria-label' | 'aria-labelledby' | 'aria-pressed'
> {
  /**
   * The accessible name: a message key (or text), translated. Required, because the icon is the only
   * thing people see.
   */
  label: string;
  /** The icon (any SVG, e.g. one of lucide's glyphs); it is hidden from assistive technology. */
  icon: ReactNode;
  /** Visual weight. @default 'ghost' */
  variant?: IconButtonVariant;
  /** @default 'md' */
  size?: IconButtonSize;
  /**
   * Disabled icon buttons stay focusable (aria-disabled) so people can still find them; presses
   * do nothing. @default false
   */
  disabled?: boolean;
  /** Makes it a toggle button (aria-pressed) when set to true or false. */
  pressed?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/** A button showing only an icon; its name comes from the required `label` key. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  disabled = false,
  pressed,
  type = 'button',
  onClick,
  ref,
  ...rest
}: IconButtonProps) {
  const t = useT();
  return (
    <StyledIconButton
      {...rest}
      ref={ref}
      type={type}
      aria-label={t(label)}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      data-variant={variant}
      data-size={size}
      onClick={inertClick(disabled, onClick)}
    >
      <span aria-hidden="true">{icon}</span>
    </StyledIconButton>
  );
}
