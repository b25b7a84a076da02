import { useId, useState } from 'react';
import type { LogicalPlacement } from './logicalPlacement';

/** What an owner (a menu, a popover, a tooltip) hands its floating layer about where it stands. */
export interface FloatingAnchorProps {
  /** The trigger, rendered by the owner. */
  reference: HTMLElement;
  /** Asks the owner to close the layer (Escape, an outside press, and whatever else the layer offers). */
  onOpenChange: (open: boolean) => void;
  /** The layer's id, which the trigger names (aria-controls, or aria-describedby while open). */
  id: string;
  placement: LogicalPlacement;
}

/**
 * The owner's half of a floating layer (see `floatingOnDemand`): the id the layer takes, the ref
 * setter for the trigger, and, once the trigger is mounted, the props that anchor the layer to it
 * (`null` before, when there is nothing to anchor to).
 */
export function useFloatingAnchor(
  onOpenChange: (open: boolean) => void,
  placement: LogicalPlacement,
) {
  const id = useId();
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const anchor: FloatingAnchorProps | null = reference
    ? { reference, onOpenChange, id, placement }
    : null;
  return { id, setReference, anchor };
}
