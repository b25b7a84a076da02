import { createPrefixedStorage, DEFAULT_APP_CODE, StorageKey } from '@gaia/domain';
import { startingLocale } from '../prerenderGuard';
import { FIRST_FRAME_ID, FIRST_FRAME_MAX_MS, FIRST_FRAME_PICTURES_MS, firstFrameKey, parseFirstFrame, type FirstFrame } from './firstFrame';

/*
 * index.html's inline script (scripts/prerender.mjs compiles this module into it): it runs while the
 * page is parsed, before the app's scripts, and paints a returning customer's first frame when it is
 * still what they would see — the same page (path and query), signed in or not as it was drawn, the
 * same language and colour theme. The app removes the frame as soon as it has drawn the page (useFirstFrame.ts);
 * without the app, it goes after FIRST_FRAME_MAX_MS. It must not import the app: it is inlined.
 */

/** Paints the kept first frame when it is what this visitor would see; answers whether it did. */
export function paintFirstFrame(win: Window = window): boolean {
  try {
    const root = win.document.getElementById('root');
    const storage = win.localStorage;
    if (!root) return false;
    const appStorage = createPrefixedStorage(storage, DEFAULT_APP_CODE);
    const frame = parseFirstFrame(appStorage.getItem(firstFrameKey(win.location.pathname)));
    if (!frame || frame.path !== win.location.pathname + win.location.search) return false;
    if (frame.signedIn !== Boolean(storage.getItem(StorageKey.token))) return false;
    if (frame.locale !== startingLocale(win.location.search, appStorage) || frame.theme !== themeOf(win)) return false;
    paintLayer(win, root, frame);
    return true;
  } catch {
    // Storage refused or a frame it cannot paint: the page starts as it would without one.
    return false;
  }
}

/** The colour theme the app will draw in: the device's (app/colorScheme.ts). */
export function themeOf(win: Window): 'light' | 'dark' {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Lays a frame over the page, beside #root, until the app draws the page (or FIRST_FRAME_MAX_MS). */
export function paintLayer(win: Window, root: HTMLElement, frame: Pick<FirstFrame, 'html' | 'css' | 'background'>): HTMLElement {
  const doc = win.document;
  const style = doc.createElement('style');
  style.textContent = frame.css;
  const layer = doc.createElement('div');
  layer.id = FIRST_FRAME_ID;
  layer.dataset.path = win.location.pathname;
  // A picture of the page, not the page: hidden from assistive technology and out of reach of the
  // pointer and the keyboard; the page beneath it takes over as soon as it is drawn.
  layer.setAttribute('aria-hidden', 'true');
  layer.setAttribute('inert', '');
  layer.style.cssText = `position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:${frame.background}`;
  layer.innerHTML = frame.html;
  layer.prepend(style);
  root.after(layer);
  win.setTimeout(() => layer.remove(), FIRST_FRAME_MAX_MS);
  return layer;
}

/**
 * Settles once the painted frame's pictures (those not loaded lazily) are decoded, ready to be
 * shown, or after FIRST_FRAME_PICTURES_MS: index.html starts the app's entry then, so that its
 * first long task does not hold back the frame that shows them.
 */
export function picturesShown(win: Window = window): Promise<void> {
  const layer = win.document.getElementById(FIRST_FRAME_ID);
  const pictures = layer ? [...layer.querySelectorAll('img')].filter((img) => img.loading !== 'lazy') : [];
  const decoded = Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  const cap = new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_FRAME_PICTURES_MS));
  return Promise.race([decoded.then(() => undefined), cap]);
}
