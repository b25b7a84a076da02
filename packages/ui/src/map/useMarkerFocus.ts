import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the focus on a marker whose icon Leaflet draws anew.
 *
 * Leaflet replaces a marker's element when it is given another icon (a shop chosen with Enter
 * becomes the selected marker), and a focused button that leaves the page takes the keyboard
 * user's place with it. So, for each change of the markers: before Leaflet swaps the icons (in its
 * markers' effects, which run after every layout effect) the marker holding the focus is noted,
 * and after the swap (children's effects run before this one) a focus lost with the old button
 * goes to the new button of the same marker.
 */
export function useMarkerFocus(frame: RefObject<HTMLElement | null>, markers: unknown) {
  const focused = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const active = frame.current?.ownerDocument.activeElement;
    focused.current = active instanceof HTMLElement && frame.current?.contains(active) ? active.dataset.markerId || undefined : undefined;
  }, [frame, markers]);

  useEffect(() => {
    const id = focused.current;
    const owner = frame.current?.ownerDocument;
    if (!id || !owner || (owner.activeElement && owner.activeElement !== owner.body)) return;
    const buttons = frame.current?.querySelectorAll<HTMLElement>('[data-marker-id]') ?? [];
    [...buttons].find((button) => button.dataset.markerId === id)?.focus({ preventScroll: true });
  }, [frame, markers]);
}
