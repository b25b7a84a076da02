import type { ReactNode } from 'react';
import { safePolygon, useDismiss, useHover, useInteractions } from '@floating-ui/react';
import { toLogicalSide } from '../internal/logicalPlacement';
import { useAnchoredFloating } from '../internal/useAnchoredFloating';
import type { FloatingAnchorProps } from '../internal/useFloatingAnchor';
import { useT } from '../provider/GaiaContext';
import { Bubble } from './Tooltip.styles';

/** What the Tooltip hands its bubble, besides its anchor (whose id the trigger's aria-describedby names while open). */
export interface TooltipBubbleProps extends FloatingAnchorProps {
  open: boolean;
  delay: number;
  closeDelay: number;
  /** A message key or text, or content without interactive elements. */
  children: ReactNode;
}

/**
 * The tooltip's floating part, its own chunk (ADR 0033): the pointer resting on the trigger opens
 * it after `delay`, leaving the trigger and the bubble closes it after `closeDelay` (with a safe path
 * across the gap), Escape and an outside press close it; placed for the reading direction.
 */
export function TooltipBubble({ reference, open, onOpenChange, id, placement, delay, closeDelay, children }: TooltipBubbleProps) {
  const t = useT();
  const { context, floatingStyles, setFloating, placement: floatingPlacement, direction } = useAnchoredFloating({ reference, open, onOpenChange, placement, gap: 8 });
  const hover = useHover(context, { move: false, delay: { open: delay, close: closeDelay }, handleClose: safePolygon() });
  const dismiss = useDismiss(context);
  const { getFloatingProps } = useInteractions([hover, dismiss]);
  if (!open) return null;
  return (
    <Bubble
      {...getFloatingProps()}
      ref={setFloating}
      style={floatingStyles}
      role="tooltip"
      id={id}
      data-side={toLogicalSide(floatingPlacement, direction)}
    >
      {typeof children === 'string' ? t(children) : children}
    </Bubble>
  );
}
