/**
 * Runs `work` when the browser is next idle (within `timeout` ms at the latest), so that it is never
 * part of the work that draws a page; answers a function that cancels it. Without idle callbacks
 * (Safari), it runs a second later.
 */
export function whenIdle(work: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1000);
  return () => window.clearTimeout(handle);
}
