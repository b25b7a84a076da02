import { useClick, useDismiss, useInteractions, useRole } from '@floating-ui/react';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useAnchoredFloating, type OpenStateOptions } from '../internal/useAnchoredFloating';

export interface UsePopoverOptions extends OpenStateOptions {
  /** @default 'bottom-start' */
  placement?: LogicalPlacement;
}

/**
 * Behaviour of a popover: the trigger toggles it on click (Enter and Space included), Escape and an
 * outside press close it; it is a non-modal dialog tied to its trigger (aria-haspopup, aria-expanded).
 */
export function usePopover({ placement = 'bottom-start', ...openState }: UsePopoverOptions) {
  const { shown: isOpen, setOpen, refs, floatingStyles, context } = useAnchoredFloating({ placement, ...openState, gap: 8 });
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
