/**
 * Returns a function that starts `preload` once, when the browser is next idle (soon after, where it
 * has no idle callback): for code a component will need when a person acts, fetched after the page
 * has drawn instead of with it. A preload that failed (offline) may be started again by a later call.
 */
export function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  let started = false;
  return () => {
    if (started || typeof window === 'undefined') return;
    started = true;
    const start = () => {
      preload().catch(() => {
        started = false;
      });
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
}
