import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Whether the signed-in area owns the header's user actions. The shell shows its sign-in link only
 * while nobody claims the header (spec 01 §2), so a signed-in page never shows both. Kept apart from
 * the account screens so the first paint loads only this context.
 */
export const HeaderClaimContext = createContext<(claimed: boolean) => void>(() => undefined);

/** Claims the header's user actions while the calling component is mounted. */
export function useClaimHeader() {
  const claim = useContext(HeaderClaimContext);
  useLayoutEffect(() => {
    claim(true);
    return () => claim(false);
  }, [claim]);
}
