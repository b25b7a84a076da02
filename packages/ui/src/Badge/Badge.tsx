import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '../provider/GaiaContext';
import { BadgeRoot } from './Badge.styles';
import { toneIcon, type FeedbackTone } from './toneIcons';

export type { FeedbackTone } from './toneIcons';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The label: a message key, text or a number (e.g. a count). */
  children: ReactNode;
  /** Colour family; the icon and the text carry the meaning too, never colour alone. @default 'neutral' */
  tone?: FeedbackTone;
  /** An icon other than the tone's own (lucide, with aria-hidden). @default the tone's icon */
  icon?: ReactNode;
}

/** A small label that marks an item: user type, main line, new, out of stock. */
export function Badge({ children, tone = 'neutral', icon, ...rest }: BadgeProps) {
  const t = useT();
  return (
    <BadgeRoot {...rest} data-tone={tone}>
      {icon ?? toneIcon(tone, 12)}
      <span>{typeof children === 'string' ? t(children) : children}</span>
    </BadgeRoot>
  );
}
