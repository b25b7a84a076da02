import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => (to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The page numbers to show: the first and last pages, the current page with `siblings` on each
 * side, and an ellipsis for each longer gap (a gap of one page shows that page instead). The list
 * always has the same length once there are enough pages, so the controls do not jump around.
 */
export function pageItems(page: number, count: number, siblings = 1, boundaries = 1): PageItem[] {
  if (count <= 0) return [];
  const slots = boundaries * 2 + siblings * 2 + 3;
  if (count <= slots) return range(1, count);
  const current = Math.min(Math.max(page, 1), count);
  const start = range(1, boundaries);
  const end = range(count - boundaries + 1, count);
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundaries - siblings * 2 - 1), boundaries + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), count - boundaries - 1);
  return [
    ...start,
    siblingsStart > boundaries + 2 ? 'start-ellipsis' : boundaries + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundaries - 1 ? 'end-ellipsis' : count - boundaries,
    ...end,
  ];
}

export interface UsePaginationOptions {
  value?: number;
  defaultValue: number;
  onChange?: (page: number) => void;
  pageCount: number;
  siblings: number;
  disabled: boolean;
}

/** Behaviour of the pagination: current page (controlled or not), visible items, moves, and whether to announce. */
export function usePagination({ value, defaultValue, onChange, pageCount, siblings, disabled }: UsePaginationOptions) {
  const [page, setPage] = useControlledState(value, defaultValue, onChange);
  const count = Math.max(0, Math.floor(pageCount));
  const current = count === 0 ? 0 : Math.min(Math.max(Math.floor(page), 1), count);
  // The live region speaks only after the person changes page, not when the list first renders.
  const [changed, setChanged] = useState(false);
  const goTo = (next: number) => {
    if (disabled || next < 1 || next > count || next === current) return;
    setChanged(true);
    setPage(next);
  };
  return {
    current,
    count,
    items: pageItems(current, count, siblings),
    hasPrevious: current > 1,
    hasNext: current < count,
    goTo,
    changed,
  };
}
