import { useLayoutEffect, useRef, useState } from 'react';
import { MENU_REMEASURE_MS, menuFitsViewport } from '@gaia/domain';

/** Spec 03 §9 "Scroll debounce 200 ms": the menu is measured again once scrolling pauses this long. */
export const MENU_SCROLL_DEBOUNCE_MS = 200;

/** The timers the menu's measures are scheduled on: the window's, or a story's controllable clock. */
export interface MenuClock {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number | undefined) => void;
}

const windowClock: MenuClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * When the menu is measured (spec 03 §9): at once, again MENU_REMEASURE_MS later (fonts and late
 * entries change its height), on each resize, and after scrolling pauses for MENU_SCROLL_DEBOUNCE_MS
 * (where the menu sits below the header changes the room it has). Returns the way to stop.
 */
export function scheduleMenuMeasures(measure: () => void, clock: MenuClock = windowClock): () => void {
  measure();
  const later = clock.setTimeout(measure, MENU_REMEASURE_MS);
  let scrollPause: number | undefined;
  const onScroll = () => {
    clock.clearTimeout(scrollPause);
    scrollPause = clock.setTimeout(measure, MENU_SCROLL_DEBOUNCE_MS);
  };
  window.addEventListener('resize', measure);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clock.clearTimeout(later);
    clock.clearTimeout(scrollPause);
    window.removeEventListener('resize', measure);
    window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the menu fits the viewport below where it sticks, kept up to date (see scheduleMenuMeasures). */
export function useFitsViewport(clock?: MenuClock) {
  const ref = useRef<HTMLElement>(null);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const top = element.parentElement?.getBoundingClientRect().top ?? 0;
      setFits(menuFitsViewport(element.offsetHeight, window.innerHeight, Math.max(0, Math.min(top, 96))));
    };
    const stop = scheduleMenuMeasures(measure, clock);
    // Its own size changes (entries arriving, a font swap) are measured at once.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [clock]);
  return { ref, fits };
}
