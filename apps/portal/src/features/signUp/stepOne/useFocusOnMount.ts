import { useEffect, useRef } from 'react';

/** Focuses the element once, when the step appears: its heading is announced (a new step). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
