import { NATIVE_HOST_GLOBAL, readProductListUrl, ShopRoute, StorageKey } from '@gaia/domain';
import { runtimeConfig } from '../app/runtimeConfig';
import { earlyAnswersOf } from '../earlyAnswer/earlyAnswer';
import { exploreAllowed } from '../layout/exploreMemory';
import { firstListPictures } from '../features/shop/catalogue/productListEarly';
import { startingLocale, storageOf } from '../prerenderGuard';
import { FIRST_FRAME_PICTURES_MS, type FirstFrame } from './firstFrame';
import { paintFirstFrame, paintLayer, picturesShown, themeOf } from './paintFirstFrame';

/*
 * The product list's first frame on a first visit (ADR 0036): nothing is kept yet, so the frame is
 * the one the build drew (scripts/prerender.mjs) of the list as it starts — the header, the heading,
 * the shop's navigation, the filters and the cards' skeletons — for a visitor and for a person
 * signed in, in each language and colour theme. It is painted from the page itself, before the
 * app's scripts have arrived, and the first cards' pictures are laid into their skeletons as soon
 * as the list's early answer (ADR 0035) names them. The app then replaces it as it replaces a kept
 * one (useFirstFrame.ts). No imports of the app (React, the kit): this is inlined into the list's page.
 */

/** A frame the build drew of a page, in one language and colour theme; `styles` indexes its style sheet. */
export type FrameTemplate = Pick<FirstFrame, 'html' | 'background'> & { styles: number };

/** The build's frames of the list, by templateKey(…), and their style sheets (most share one). */
export interface FrameTemplates {
  frames: Readonly<Record<string, FrameTemplate>>;
  styles: readonly string[];
}

/** Who a frame is drawn for: the signed-in area draws a visitor's and a person's chrome differently. */
export type FrameAudience = 'visitor' | 'signedIn';

/** The key of the build's frame for an audience, a language and a colour theme. */
export const templateKey = (audience: FrameAudience, locale: string, theme: string): string => `${audience} ${locale} ${theme}`;

/** Marks a card skeleton's picture box (ProductGrid.tsx): a first frame lays a first picture in it. */
export const FRAME_PICTURE_ATTRIBUTE = 'data-frame-picture';

/**
 * Paints the build's frame of the list when this load is one of the plain list (no filter, no sort:
 * the frame draws the filters as they start) outside the native host app: a visitor's (not exploring
 * with exploreFlag=Y, which brings the menu) or a person's with a session, in this load's language
 * and theme. Answers false when it paints none; otherwise a promise that settles once the first
 * pictures are shown, or after FIRST_FRAME_PICTURES_MS, and never fails.
 */
export function paintFirstVisitFrame(win: Window, templates: FrameTemplates): Promise<void> | false {
  try {
    const root = win.document.getElementById('root');
    if (!root || win.location.pathname !== ShopRoute.products || NATIVE_HOST_GLOBAL in win) return false;
    const state = readProductListUrl(new URLSearchParams(win.location.search));
    if (state.category || state.brand || state.sort) return false;
    const audience: FrameAudience = win.localStorage.getItem(StorageKey.token) ? 'signedIn' : 'visitor';
    // A visitor exploring with exploreFlag=Y is shown the menu, which a visitor's frame does not draw.
    if (audience === 'visitor' && exploreAllowed(win.location.search)) return false;
    const template = templates.frames[templateKey(audience, startingLocale(win.location.search, storageOf(win)), themeOf(win))];
    const css = template && templates.styles[template.styles];
    if (!template || css === undefined) return false;
    const layer = paintLayer(win, root, { ...template, css });
    const cap = new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_FRAME_PICTURES_MS));
    return Promise.race([showFirstPictures(win, layer).catch(() => undefined), cap]);
  } catch {
    // Storage refused: the page starts as it would without a frame.
    return false;
  }
}

/** Lays the list's first pictures, from its early answer, into the frame's skeletons; settles once they are decoded. */
async function showFirstPictures(win: Window, layer: HTMLElement): Promise<void> {
  const early = earlyAnswersOf(win)?.[0];
  if (!early) return;
  // A copy is read: the app reads the answer itself when it takes it.
  const answer: unknown = await early.response.then((response) => response.clone().json());
  const boxes = layer.querySelectorAll(`[${FRAME_PICTURE_ATTRIBUTE}]`);
  const pictures = firstListPictures(runtimeConfig.apiBaseUrl, answer)
    .slice(0, boxes.length)
    .map((src, index) => {
      const picture = win.document.createElement('img');
      picture.alt = '';
      picture.fetchPriority = 'high';
      // As the card's own picture (the kit's ProductCard): its box, the picture contained in it.
      picture.style.cssText = 'display:block;inline-size:100%;block-size:100%;object-fit:contain';
      picture.src = src;
      boxes[index]!.append(picture);
      return picture;
    });
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
}

/** What the list page's inline script painted: the pictures' promise (false without a frame), and whether it is a first visit's frame. */
export interface ListFrame {
  pictures: Promise<void> | false;
  firstVisit: boolean;
}

/**
 * The product list page's frame (its inline script): the kept frame of a returning visitor when it
 * is what they would see, else the build's for a first visit.
 */
export function paintListFrame(win: Window, templates: FrameTemplates): ListFrame {
  if (paintFirstFrame(win)) return { pictures: picturesShown(win), firstVisit: false };
  const pictures = paintFirstVisitFrame(win, templates);
  return { pictures, firstVisit: pictures !== false };
}
