import { safePolygon, useDismiss, useFocus, useHover, useInteractions, useRole } from '@floating-ui/react';
import { toLogicalSide, type LogicalPlacement } from '../internal/logicalPlacement';
import { useAnchoredFloating } from '../internal/useAnchoredFloating';

export interface UseTooltipOptions {
  /** Logical side: `start` and `end` flip in right-to-left. @default 'top' */
  placement?: LogicalPlacement;
  /** Hover delay before opening, in milliseconds; focus opens at once. @default 150 */
  delay?: number;
  /**
   * Delay before closing once the pointer has left the trigger and the tooltip, in milliseconds
   * (the pointer may cross the gap onto the tooltip meanwhile). @default 100
   */
  closeDelay?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state (hover, focus, Escape, outside press). */
  onOpenChange?: (open: boolean) => void;
  /** Never opens while true. @default false */
  disabled?: boolean;
}

/**
 * Behaviour of a tooltip: opens on hover (with a safe path to move the pointer onto it, WCAG 1.4.13)
 * and on keyboard focus, closes on Escape, outside press and blur; the trigger is described by it.
 */
export function useTooltip({
  placement = 'top',
  delay = 150,
  closeDelay = 100,
  open,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
}: UseTooltipOptions) {
  const floating = useAnchoredFloating({ placement, open, defaultOpen, onOpenChange, gap: 8, enabled: !disabled });
  const { context, shown, setOpen, direction } = floating;
  const hover = useHover(context, {
    enabled: !disabled,
    move: false,
    delay: { open: delay, close: closeDelay },
    handleClose: safePolygon(),
  });
  const focus = useFocus(context, { enabled: !disabled });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const interactions = useInteractions([hover, focus, dismiss, role]);
  return {
    open: shown,
    setOpen,
    setReference: floating.refs.setReference,
    setFloating: floating.refs.setFloating,
    floatingStyles: floating.floatingStyles,
    side: toLogicalSide(floating.placement, direction),
    ...interactions,
  };
}
