import { useEffect, useRef } from 'react';

/** Focus moves to the page's heading when it appears, so a screen reader announces the new page. */
export function useHeadingFocus<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready]);
  return ref;
}
