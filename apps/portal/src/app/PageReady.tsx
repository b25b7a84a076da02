import { useEffect } from 'react';

/**
 * Rendered inside each page's Suspense boundary: once the page is live (hydrated or rendered), the
 * prerendered markup's hold on input is lifted. The landing page arrives prerendered and painted,
 * but inert until its scripts can honour every rule (no paste into passwords, the sign-up link's
 * checks), so a tap before then is never half-handled. See scripts/prerender.mjs.
 */
export function PageReady() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
