import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useOverlayTriggerState } from 'react-stately';
import { useGaia } from '../provider/GaiaContext';
import { toPhysicalPlacement, type LogicalPlacement } from './logicalPlacement';

/** A floating piece's open state: controlled (`open`) or not (`defaultOpen`), reported on change. */
export interface OpenStateOptions {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface AnchoredFloatingOptions extends OpenStateOptions {
  /** Where it opens, in logical terms (start/end follow the reading direction). */
  placement: LogicalPlacement;
  /** Space between the trigger and the floating element, in CSS pixels. */
  gap: number;
  /** Whether it may show at all (a disabled tooltip stays closed). @default true */
  enabled?: boolean;
}

/**
 * What the kit's menus, popovers and tooltips share: the open state (controlled or not), and a
 * floating element anchored to its trigger that flips and shifts to stay 8 px inside the viewport,
 * placed for the reading direction and following the trigger while open.
 */
export function useAnchoredFloating({ placement, open, defaultOpen = false, onOpenChange, gap, enabled = true }: AnchoredFloatingOptions) {
  const { direction } = useGaia();
  const { isOpen, setOpen } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const shown = isOpen && enabled;
  const floating = useFloating({
    open: shown,
    onOpenChange: (next) => setOpen(next),
    placement: toPhysicalPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  return { ...floating, shown, setOpen, direction };
}
