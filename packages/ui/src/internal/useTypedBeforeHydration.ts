import { useEffect, useState } from 'react';

/**
 * Text typed into a prerendered field before the app took over the page. Hydration puts the
 * field's state back on the element (empty), so the text is read while hydrating — the element
 * with this id is the prerendered one then — and handed back once, after mount. On an ordinary
 * mount no element has the id yet, and nothing happens.
 */
export function useTypedBeforeHydration(id: string, current: string, adopt: (typed: string) => void) {
  const [typed] = useState(() =>
    typeof document === 'undefined' ? '' : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? ''),
  );
  useEffect(() => {
    if (typed && typed !== current) adopt(typed);
    // Once, on mount: later changes are the field's own.
  }, []);
}
