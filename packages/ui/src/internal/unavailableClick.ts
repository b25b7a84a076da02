import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * The click handler of a kit button that is unavailable through `aria-disabled` rather than the
 * native `disabled` (so it stays in the Tab order and is announced as dimmed): while unavailable,
 * a click does nothing, not even submit its form.
 */
export function unavailableClick(
  unavailable: boolean,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
): MouseEventHandler<HTMLButtonElement> {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}
