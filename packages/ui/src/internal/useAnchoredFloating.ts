import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
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

export interface AnchoredFloatingOptions {
  /** The trigger the floating element is anchored to (its owner renders it). */
  reference: Element;
  /** Whether the floating element is shown. */
  open: boolean;
  /** Asks the owner of the open state to change it (Escape, an outside press, the pointer leaving). */
  onOpenChange: (open: boolean) => void;
  /** Where it opens, in logical terms (start/end follow the reading direction). */
  placement: LogicalPlacement;
  /** Space between the trigger and the floating element, in CSS pixels. */
  gap: number;
}

/**
 * What the floating layers of the kit's menus, popovers and tooltips share: an element anchored to
 * the trigger its thin owner renders, that flips and shifts to stay 8 px inside the viewport, placed
 * for the reading direction and following the trigger while open. The open state stays with the
 * owner, which renders before this code has arrived (ADR 0033).
 */
export function useAnchoredFloating({ reference, open, onOpenChange, placement, gap }: AnchoredFloatingOptions) {
  const { direction } = useGaia();
  const floating = useFloating({
    open,
    onOpenChange: (next) => onOpenChange(next),
    elements: { reference },
    placement: toPhysicalPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    // Beside the trigger when there is room on either side, else above or below it (a narrow phone),
    // never out of the viewport.
    middleware: [offset(gap), flip({ padding: 8, fallbackAxisSideDirection: 'start' }), shift({ padding: 8 })],
  });
  return {
    context: floating.context,
    floatingStyles: floating.floatingStyles,
    setFloating: floating.refs.setFloating,
    /** The physical placement it ended up at (after flipping). */
    placement: floating.placement,
    direction,
  };
}
