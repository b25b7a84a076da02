import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleMinus, Info, TriangleAlert } from '../internal/icons/glyphs';

export type FeedbackTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** The icon of each tone: the tone is told by shape and text as well as by colour. */
export function toneIcon(tone: FeedbackTone, size: number): ReactNode {
  switch (tone) {
    case 'success':
      return <CircleCheck size={size} aria-hidden="true" />;
    case 'warning':
      return <TriangleAlert size={size} aria-hidden="true" />;
    case 'danger':
      return <CircleAlert size={size} aria-hidden="true" />;
    case 'info':
      return <Info size={size} aria-hidden="true" />;
    default:
      return <CircleMinus size={size} aria-hidden="true" />;
  }
}
