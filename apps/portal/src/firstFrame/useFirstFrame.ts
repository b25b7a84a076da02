import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { appStorage, tokenStore } from '../app/browserStorage';
import { whenIdle } from '../app/whenIdle';
import { dismissFirstFrame } from './dismissFirstFrame';
import { firstFrameKey, parseFirstFrame } from './firstFrame';
import { takeFirstFrame, type FrameOf } from './takeFirstFrame';

/** What the page drawn now is a picture of. */
function drawnNow(of: string): FrameOf {
  return { path: window.location.pathname + window.location.search, of, signedIn: Boolean(tokenStore.get()) };
}

/** Keeps the frame of the page drawn now; a full or refused storage keeps none. */
function keep(element: Element | null, of: string): void {
  const root = document.getElementById('root');
  if (!element || !root) return;
  try {
    const frame = takeFirstFrame(root, element, drawnNow(of));
    if (frame) appStorage.setItem(firstFrameKey(window.location.pathname), JSON.stringify(frame));
  } catch {
    // The next load starts as it would without a frame.
  }
}

/** Whether the frame kept for this page already pictures what is drawn now. */
function keptIsCurrent(of: string): boolean {
  const kept = parseFirstFrame(appStorage.getItem(firstFrameKey(window.location.pathname)));
  const now = drawnNow(of);
  const theme = document.querySelector('#root [data-theme]')?.getAttribute('data-theme');
  return kept?.of === now.of && kept.path === now.path && kept.signedIn === now.signedIn && kept.theme === theme;
}

/**
 * For a page with a first frame (ADR 0029, ADR 0030): once `ready`, a painted frame steps aside in
 * the same commit that draws the page (the two are never seen together). The page's frame — the
 * chrome and the `element` (the home's greeting, the product list) — is kept for the next load:
 * taken when idle if what is kept does not show `of` yet (what the page shows in it: the name, the
 * language, the products), and taken afresh when the person leaves the page (the tab hidden, the
 * app left), so it is the page they last saw. Without `of` (the page shows a failure) nothing is kept.
 */
export function useFirstFrame(element: RefObject<Element | null>, ready: boolean, of: string | undefined): void {
  useLayoutEffect(() => {
    if (ready) dismissFirstFrame();
  }, [ready]);
  useEffect(() => {
    if (!ready || of === undefined) return undefined;
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep(element.current, of);
    };
    document.addEventListener('visibilitychange', onHide);
    // Taken when the browser is idle, so it is never part of the work that draws the page.
    const cancel = keptIsCurrent(of) ? undefined : whenIdle(() => keep(element.current, of));
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      cancel?.();
    };
  }, [element, ready, of]);
}
