import { useEffect, useRef } from 'react';

/**
 * Gives focus back to the user-menu button when a dialog opened from the menu closes (however it
 * closes: Cancel, Escape, the mask, or after a successful save). The menu closes as its item is
 * chosen, so the dialog cannot remember the item that opened it; the button is found inside the
 * wrapper returned here. It runs after the dialog has unmounted and after react-aria's own restore.
 */
export function useReturnFocus<T extends HTMLElement>(dialogOpen: boolean) {
  const containerRef = useRef<T>(null);
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    const closed = wasOpen.current && !dialogOpen;
    wasOpen.current = dialogOpen;
    if (!closed) return undefined;
    const frame = requestAnimationFrame(() => {
      containerRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [dialogOpen]);
  return containerRef;
}
