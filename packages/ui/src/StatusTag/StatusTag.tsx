import type { HTMLAttributes, ReactNode } from 'react';
import { toneIcon, type FeedbackTone } from '../Badge/toneIcons';
import { useT } from '../provider/GaiaContext';
import { TagRoot } from './StatusTag.styles';

const toneLabel: Record<FeedbackTone, string> = {
  success: 'gaia_feedback_tone_success',
  warning: 'gaia_feedback_tone_warning',
  danger: 'gaia_feedback_tone_error',
  info: 'gaia_feedback_tone_info',
  neutral: 'gaia_feedback_tone_neutral',
};

export interface StatusTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The state, which sets colour and icon: success, warning, danger, info or neutral. */
  tone: FeedbackTone;
  /** The state's name, a message key or text (e.g. an order state). @default the tone's name ('gaia_feedback_tone_…') */
  label?: string;
  /** An icon other than the tone's own (lucide, with aria-hidden). @default the tone's icon */
  icon?: ReactNode;
  /**
   * Make the tag a polite live region, for a state that changes while the person watches (a payment
   * check). @default false
   */
  live?: boolean;
}

/** The state of an item (order, payment, line) as an icon plus text on a tinted tag. */
export function StatusTag({ tone, label, icon, live = false, ...rest }: StatusTagProps) {
  const t = useT();
  return (
    <TagRoot {...rest} data-tone={tone} role={live ? 'status' : rest.role}>
      {icon ?? toneIcon(tone, 16)}
      <span>{t(label ?? toneLabel[tone])}</span>
    </TagRoot>
  );
}
