import { useEffect, useState } from 'react';

/**
 * Text typed (or autofilled) into a prerendered field before the app took over the page. Hydration
 * keeps the element and what it holds, but the field's state starts empty and would put that back
 * on the element at its next render; so once hydrated, the element's value — read then, so that
 * every keystroke up to that moment counts — is handed to the field once. The element is the same,
 * so focus and caret stay where the person left them. On an ordinary mount no element has the id
 * while rendering, and nothing happens.
 */
export function useTypedBeforeHydration(id: string, current: string, adopt: (typed: string) => void) {
  const [hydrating] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  useEffect(() => {
    if (!hydrating) return;
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    if (typed && typed !== current) adopt(typed);
    // Once, on mount: later changes are the field's own.
  }, []);
}
