import { useEffect, useRef } from 'react';

/**
 * Focuses a step's heading once, when the step appears, so a screen reader starts there — unless
 * focus is already on something: the flow around the step puts it on the page heading when the
 * person moves between steps, and a step whose code arrives after that move must not take it away
 * (focus that jumps twice is announced twice, and the second jump lands off the page's heading).
 */
export function useStepHeadingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    ref.current?.focus();
  }, []);
  return ref;
}
