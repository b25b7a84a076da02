import type { Placement } from '@floating-ui/react';
import type { Direction } from '../provider/GaiaContext';

/**
 * Placement of a floating element in logical terms: `start` and `end` follow the reading direction,
 * so a tooltip placed at the `end` of its trigger sits to the right in English and to the left in
 * Arabic. Aligned placements (`bottom-start` …) are already logical in @floating-ui.
 */
export type LogicalPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'start'
  | 'start-top'
  | 'start-bottom'
  | 'end'
  | 'end-top'
  | 'end-bottom';

/** The @floating-ui placement of a logical placement in a reading direction. */
export function toPhysicalPlacement(placement: LogicalPlacement, direction: Direction): Placement {
  const [side, align] = placement.split('-') as [string, string | undefined];
  if (side === 'top' || side === 'bottom') return placement as Placement;
  const physical = (side === 'start') === (direction === 'ltr') ? 'left' : 'right';
  const alignment = align === 'top' ? '-start' : align === 'bottom' ? '-end' : '';
  return `${physical}${alignment}` as Placement;
}

/** The logical side of a resolved physical placement (for styling arrows and motion by data-*). */
export function toLogicalSide(
  placement: Placement,
  direction: Direction,
): 'top' | 'bottom' | 'start' | 'end' {
  const side = placement.split('-')[0];
  if (side === 'top' || side === 'bottom') return side;
  return (side === 'left') === (direction === 'ltr') ? 'start' : 'end';
}
