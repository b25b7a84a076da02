import { useEffect, useState } from 'react';

/**
 * Whether a delayed indicator should show yet: false until `delayMs` has passed since mount, so quick
 * loads never flash a spinner (spec 03 §9: spinners appear after 300 ms).
 */
export function useDelayedVisibility(delayMs: number): boolean {
  const immediate = !(delayMs > 0);
  const [elapsed, setElapsed] = useState(immediate);
  useEffect(() => {
    if (immediate) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, immediate]);
  return immediate || elapsed;
}
