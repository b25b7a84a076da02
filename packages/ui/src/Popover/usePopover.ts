import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useOverlayTriggerState } from 'react-stately';
import { toPhysicalPlacement, type LogicalPlacement } from '../internal/logicalPlacement';
import { useGaia } from '../provider/GaiaContext';

export interface UsePopoverOptions {
  /** @default 'bottom-start' */
  placement?: LogicalPlacement;
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Behaviour of a popover: the trigger toggles it on click (Enter and Space included), Escape and an
 * outside press close it; it is a non-modal dialog tied to its trigger (aria-haspopup, aria-expanded).
 */
export function usePopover({
  placement = 'bottom-start',
  open,
  defaultOpen = false,
  onOpenChange,
}: UsePopoverOptions) {
  const { direction } = useGaia();
  const { isOpen, setOpen } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: (next) => setOpen(next),
    placement: toPhysicalPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  return {
    open: isOpen,
    setOpen,
    context,
    floatingStyles,
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    getReferenceProps,
    getFloatingProps,
  };
}
