import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useOverlayTriggerState } from 'react-stately';
import { useGaia } from '../provider/GaiaContext';
import { toPhysicalPlacement, type LogicalPlacement } from './logicalPlacement';

/** The open state of a panel opened from a trigger: controlled (`open`) or not (`defaultOpen`). */
export interface PanelOpenOptions {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

interface AnchoredPanelOptions extends PanelOpenOptions {
  placement: LogicalPlacement;
  /** Distance between the trigger and the panel, in pixels. */
  gap: number;
  /** Keeps the panel closed whatever its open state says. @default false */
  disabled?: boolean;
}

/**
 * The open state and position of a panel anchored to its trigger (menu, popover, tooltip): placed
 * on the logical side asked for (`start` and `end` follow the reading direction), flipped or shifted
 * to stay 8 px inside the viewport, and kept in place while the page scrolls or resizes.
 */
export function useAnchoredPanel({
  placement,
  gap,
  open,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
}: AnchoredPanelOptions) {
  const { direction } = useGaia();
  const { isOpen, setOpen } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const shown = isOpen && !disabled;
  const floating = useFloating({
    open: shown,
    onOpenChange: (next) => setOpen(next),
    placement: toPhysicalPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    middleware: [offset(gap), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  return { open: shown, setOpen, direction, floating };
}
