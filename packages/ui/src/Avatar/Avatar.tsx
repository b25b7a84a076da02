import type { HTMLAttributes } from 'react';
import { User } from '../internal/icons/glyphs';
import { useGaia } from '../provider/GaiaContext';
import { AvatarRoot } from './Avatar.styles';
import { initialsOf, useAvatarImage } from './useAvatar';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The picture; when missing or when it fails to load, the initials of `name` show instead. */
  src?: string;
  /** Text alternative of the picture, a message key or text. @default name, else 'gaia_feedback_avatar_fallback' */
  alt?: string;
  /** The person's name: gives the initials and the accessible name. Not translated. */
  name?: string;
  /** sm 32px, md 44px, lg 64px. @default 'md' */
  size?: AvatarSize;
  /** Hidden from assistive technology when the name is already written next to it. @default false */
  decorative?: boolean;
}

/** A person's picture, or their initials (or a person icon) when there is no picture. */
export function Avatar({ src, alt, name, size = 'md', decorative = false, ...rest }: AvatarProps) {
  const { t, locale } = useGaia();
  const { showImage, onError } = useAvatarImage(src);
  const label = alt ? t(alt) : name?.trim() || t('gaia_feedback_avatar_fallback');
  const initials = initialsOf(name, locale);

  if (showImage) {
    return (
      <AvatarRoot {...rest} data-size={size} aria-hidden={decorative || undefined}>
        <img src={src} alt={decorative ? '' : label} onError={onError} />
      </AvatarRoot>
    );
  }
  return (
    <AvatarRoot
      {...rest}
      data-size={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      {initials ? <span aria-hidden="true">{initials}</span> : <User size={size === 'lg' ? 32 : size === 'sm' ? 16 : 22} aria-hidden="true" />}
    </AvatarRoot>
  );
}
