import type { MouseEvent } from 'react';

/**
 * The click handler of a kit button that stays focusable while it cannot be used (aria-disabled
 * instead of disabled): while `inert`, a press does nothing, not even submit its form; otherwise
 * it is the caller's.
 */
export function inertClick(
  inert: boolean,
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}
