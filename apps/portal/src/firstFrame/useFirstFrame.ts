import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { appStorage } from '../app/browserStorage';
import { dismissFirstFrame } from './dismissFirstFrame';
import { FIRST_FRAME_KEY, parseFirstFrame } from './firstFrame';
import { takeFirstFrame } from './takeFirstFrame';

/** Keeps the frame of the page drawn now; a full or refused storage keeps none. */
function keep(element: Element | null, of: string): void {
  const root = document.getElementById('root');
  if (!element || !root) return;
  try {
    const frame = takeFirstFrame(root, element, window.location.pathname, of);
    if (frame) appStorage.setItem(FIRST_FRAME_KEY, JSON.stringify(frame));
  } catch {
    // The next load starts as it would without a frame.
  }
}

/* Taken when the browser is idle, so it is never part of the work that draws the page. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * For a page with a first frame (ADR 0029): once `ready`, a painted frame steps aside in the same
 * commit that draws the page (the two are never seen together). The page's frame — the chrome and
 * the `element` (the greeting) — is kept for the next load: taken when idle if what is kept does not
 * show `of` yet (the name in it, the language), and taken afresh when the person leaves the page
 * (the tab hidden, the app left), so it is the page they last saw.
 */
export function useFirstFrame(element: RefObject<Element | null>, ready: boolean, of: string): void {
  useLayoutEffect(() => {
    if (ready) dismissFirstFrame();
  }, [ready]);
  useEffect(() => {
    if (!ready) return undefined;
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep(element.current, of);
    };
    document.addEventListener('visibilitychange', onHide);
    const kept = parseFirstFrame(appStorage.getItem(FIRST_FRAME_KEY));
    const theme = document.querySelector('#root [data-theme]')?.getAttribute('data-theme');
    const current = kept?.of === of && kept.path === window.location.pathname && kept.theme === theme;
    const cancel = current ? undefined : whenIdle(() => keep(element.current, of));
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      cancel?.();
    };
  }, [element, ready, of]);
}
