import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted once since the component mounted (a frame, then the next
 * task); then true for good. For what a page shows without (a filter's code, a header's count):
 * it starts after the page's first paint instead of competing with it for the network and the
 * main thread. What it adds renders as a transition, in slices, never as one long task of its own.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
