import { useEffect, useRef } from 'react';

/**
 * Moves focus to a page's heading when it appears in place of another page (a placeholder, a
 * page that replaced the one asked for), so a screen reader announces where the person is.
 */
export function usePageHeadingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
