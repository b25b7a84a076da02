import { isValidElement, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { anchoredTrigger } from '../internal/anchoredTrigger';
import { floatingOnDemand } from '../internal/floatingOnDemand';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import type { OpenStateOptions } from '../internal/useAnchoredFloating';
import { useFloatingAnchor } from '../internal/useFloatingAnchor';
import type { TooltipBubbleProps } from './TooltipBubble';

export type { LogicalPlacement } from '../internal/logicalPlacement';

/** How a tooltip opens and closes. */
export interface TooltipOptions extends OpenStateOptions {
  /** Logical side: `start` and `end` flip in right-to-left. @default 'top' */
  placement?: LogicalPlacement;
  /** Hover delay before opening, in milliseconds; focus opens at once. @default 150 */
  delay?: number;
  /**
   * Delay before closing once the pointer has left the trigger and the tooltip, in milliseconds
   * (the pointer may cross the gap onto the tooltip meanwhile). @default 100
   */
  closeDelay?: number;
  /** Never opens while true. @default false */
  disabled?: boolean;
}

export interface TooltipProps extends TooltipOptions {
  /** The tooltip text: a message key or text, or any content without interactive elements. */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a button, link or input) that takes a ref and props. It is
   * described by the tooltip while open.
   */
  children: ReactElement;
}

/* The bubble with its hover, dismissal and positioning (@floating-ui/react), fetched when the page is
   first idle (ADR 0033). A tooltip whose code cannot load stays closed: its trigger works without it. */
const bubble = floatingOnDemand<TooltipBubbleProps>(
  () => import('./TooltipBubble').then((module) => ({ default: module.TooltipBubble })),
  () => null,
);

/**
 * A short description of its trigger, shown on hover and on keyboard focus and closed with Escape
 * (@floating-ui/react useHover with a safe path onto the bubble, WCAG 1.4.13, and useDismiss).
 * Never put actions in it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 150,
  closeDelay = 100,
  open,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
}: TooltipProps) {
  const { isOpen, setOpen } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const shown = isOpen && !disabled;
  const { id: bubbleId, setReference, anchor } = useFloatingAnchor(setOpen, placement);
  // Once the bubble's code is there its hover behaviour takes over; before that the trigger opens
  // and closes it with the pointer itself, and the bubble shows once its code arrives.
  const arrived = bubble.useArrived();
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const ownDescription = children.props['aria-describedby'] as string | undefined;
  const pointer = disabled || arrived ? {} : { onPointerEnter: () => setOpen(true), onPointerLeave: () => setOpen(false) };
  const trigger = anchoredTrigger(children, setReference, {
    ...pointer,
    // Keyboard focus opens it at once; a press that focuses the trigger does not.
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!disabled && event.currentTarget.matches(':focus-visible')) setOpen(true);
    },
    onBlur: () => setOpen(false),
    'aria-describedby': [ownDescription, shown ? bubbleId : undefined].filter(Boolean).join(' ') || undefined,
  });
  return (
    <>
      {trigger}
      {anchor && !disabled && (arrived || shown) ? (
        <bubble.Layer {...anchor} open={shown} delay={delay} closeDelay={closeDelay}>
          {content}
        </bubble.Layer>
      ) : null}
    </>
  );
}
