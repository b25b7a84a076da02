import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../app/whenIdle';

/**
 * False until the browser has first been idle after this component mounted, then true for good:
 * what a page can do without at its first paint (a prompt that asks for something, a check that may
 * open a dialog) starts then, instead of competing with the page's own drawing. What it adds renders
 * as a transition, in slices, never as one long task of its own.
 */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), 2000), []);
  return idle;
}
