import { useEffect, useRef } from 'react';

/**
 * Behaviour of a full-page feedback screen: the title takes focus when the screen appears, so a
 * screen reader announces the outcome at once and the next Tab reaches the actions.
 */
export function useFeedbackScreen(focusOnMount: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  return { titleRef };
}
