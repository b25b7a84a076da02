import type { CSSProperties, HTMLAttributes } from 'react';
import { SkeletonBlock, SkeletonGroup } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Shape of the placeholder: lines of text, a block (image, card) or a circle (avatar). @default 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines; the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
  /** Inline size as a CSS length or a token, e.g. '12rem' or 'var(--gaia-space-8)'. @default '100%' */
  width?: string;
  /** Block size as a CSS length or a token. @default '1em' for text, var(--gaia-space-8) for rect, 44px for circle */
  height?: string;
}

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * announce the loading state on the region instead (aria-busy, or a Spinner's status).
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, style, ...rest }: SkeletonProps) {
  const size = {
    ...(width ? { '--gaia-skeleton-inline-size': width } : {}),
    ...(height ? { '--gaia-skeleton-block-size': height } : {}),
    ...style,
  } as CSSProperties;
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonGroup {...rest} aria-hidden="true" data-gaia-skeleton="" style={size}>
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock key={index} data-variant="text" data-last={index === lines - 1 ? '' : undefined} />
        ))}
      </SkeletonGroup>
    );
  }
  return <SkeletonBlock {...rest} aria-hidden="true" data-gaia-skeleton="" data-variant={variant} style={size} />;
}
