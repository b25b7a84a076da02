// Visual regression of the story tests (ADR 0009): after a story has rendered and its play function
// has passed, the preview's afterEach calls the function this file sets, which compares a screenshot
// of the story with its committed baseline (Vitest's toMatchScreenshot, real Chromium). Baselines sit
// next to the story file in __screenshots__/<file>/<matrix>/<story>.png; update them after an
// intended change with `pnpm test:stories:update`.
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether story screenshots are compared with their baselines (GAIA_VISUAL=1). */
    gaiaVisual: boolean;
  }
}
import { page } from 'vitest/browser';

/** What a story may say about its screenshot: `parameters.screenshot`. */
export interface ScreenshotParameters {
  /** Skip the screenshot (a story whose picture cannot be stable). */
  disable?: boolean;
  /** CSS selectors of parts painted over before comparing (a clock, a live value). */
  mask?: string[];
}

interface StoryContextLike {
  id: string;
  canvasElement: HTMLElement;
  parameters: { screenshot?: ScreenshotParameters };
}

/**
 * Stills the page for the picture: no transitions or animations, no caret. Injected only around the
 * screenshot, so behaviour that waits on a transition's end is untouched while the story plays.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-delay: -1ms !important; animation-duration: 1ms !important; animation-iteration-count: 1 !important;
  transition-delay: 0s !important; transition-duration: 0s !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}
body { min-height: 100vh; }`;

/** Something shown outside the story's own element (a dialog, a drawer, toasts, a popover in a portal). */
function hasContentOutside(canvas: HTMLElement): boolean {
  return [...document.body.children].some((el) => {
    if (el === canvas || el.contains(canvas) || el.tagName === 'SCRIPT' || el.tagName === 'STYLE') return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) {
      // A zero-size portal root can still hold fixed-position content.
      return [...el.querySelectorAll('*')].some((child) => {
        const b = child.getBoundingClientRect();
        return b.width > 0 && b.height > 0 && getComputedStyle(child).visibility !== 'hidden';
      });
    }
    return getComputedStyle(el).visibility !== 'hidden';
  });
}

async function settled() {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].filter((img) => !img.complete).map((img) => new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        })),
  );
  // Two frames: layout after the last state change has been painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

export function installStoryScreenshots(matrix: string) {
  if (!inject('gaiaVisual')) return;
  (globalThis as { __GAIA_STORY_SCREENSHOT__?: unknown }).__GAIA_STORY_SCREENSHOT__ = async (context: StoryContextLike) => {
    const options = context.parameters.screenshot ?? {};
    if (options.disable) return;
    const style = document.createElement('style');
    style.textContent = STILL_CSS;
    document.head.append(style);
    try {
      await settled();
      // A story that shows something outside its element (an open dialog) is pictured with the page's
      // body, stretched to the viewport's height for the picture.
      // Otherwise the story's frame (the preview decorator's padded box inside the provider's root,
      // which itself fills the viewport), so the picture is as tall as the story.
      const frame = context.canvasElement.querySelector<HTMLElement>(':scope > [data-root] > div') ?? context.canvasElement;
      const target = hasContentOutside(context.canvasElement) ? document.body : frame;
      const story = context.id.split('--')[1] ?? context.id;
      const mask = (options.mask ?? []).flatMap((selector) => [...document.querySelectorAll(selector)]);
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${matrix}/${story}`, mask.length ? { screenshotOptions: { mask } } : {});
    } finally {
      style.remove();
    }
  };
}
