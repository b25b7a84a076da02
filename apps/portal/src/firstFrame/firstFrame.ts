/*
 * The first frame: what a returning customer saw of a page — the header, the menu and the page's own
 * first content (the home's greeting, the product list's first cards), with the styles they need —
 * kept in storage, so the next load of the page paints it from the page itself before the app's
 * scripts have arrived (ADR 0029, ADR 0030 for the product list). Shared by the inline script
 * that paints it (paintFirstFrame.ts) and the app that keeps it (useFirstFrame.ts) and dismisses it (dismissFirstFrame.ts).
 * No imports of the app (React, the kit): this is inlined into index.html.
 */

/** The pages that keep a first frame: the home, and the shop's product list (open to visitors too). */
export const FIRST_FRAME_PAGES = ['/myProfile', '/shop/products'] as const;

/** The storage key of a page's frame (app-prefixed, beside the session's other keys): one frame a page. */
export const firstFrameKey = (pathname: string): string => `firstFrame:${pathname}`;

/** Forgets every page's frame: they picture a session (or a visit) that has ended. */
export function forgetFirstFrames(storage: Pick<Storage, 'removeItem'>): void {
  for (const page of FIRST_FRAME_PAGES) storage.removeItem(firstFrameKey(page));
}

/** The painted frame's element, a sibling of #root laid over it until the app has drawn the page. */
export const FIRST_FRAME_ID = 'gaia-first-frame';

/** Bumped when the stored shape changes: an older frame is then ignored. */
export const FIRST_FRAME_VERSION = 2;

/** How long a painted frame may stay at most, should the app never draw the page (a failed script). */
export const FIRST_FRAME_MAX_MS = 6000;

/**
 * How long the app's entry waits at most for the frame's pictures to be shown (their modules load
 * meanwhile): the pictures are the page's largest paint, and the entry's first long task would
 * otherwise hold the browser's next frame, and them, back.
 */
export const FIRST_FRAME_PICTURES_MS = 800;

/** What is kept of a page's first frame. */
export interface FirstFrame {
  v: number;
  /** The page it is the frame of: its path and query (a product list's filters and page are part of what it shows). */
  path: string;
  /** Whether it was drawn with a session: a visitor's frame is never shown to a person signed in, nor the reverse. */
  signedIn: boolean;
  /** What the page showed in it (the name in the greeting, the language): the app takes it again when that changes. */
  of: string;
  /** The interface language and colour theme it was drawn in: another one is not shown. */
  locale: string;
  theme: string;
  /** The page's background, behind the frame. */
  background: string;
  /** The frame's markup (no ids, scripts or media) and the style rules that apply to it. */
  html: string;
  css: string;
}

/** A stored frame, when it is one this version can paint. */
export function parseFirstFrame(text: string | null): FirstFrame | undefined {
  if (!text) return undefined;
  try {
    const frame = JSON.parse(text) as Partial<FirstFrame>;
    const strings = [frame.path, frame.of, frame.locale, frame.theme, frame.background, frame.html, frame.css];
    const valid = frame.v === FIRST_FRAME_VERSION && typeof frame.signedIn === 'boolean' && strings.every((each) => typeof each === 'string');
    return valid ? (frame as FirstFrame) : undefined;
  } catch {
    return undefined;
  }
}
