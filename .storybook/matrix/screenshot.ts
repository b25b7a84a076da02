// Visual regression of the story tests in Vitest (ADR 0009): after a story has rendered and its play
// function has passed, the preview's afterEach prepares the picture (screenshotScene.ts) and calls
// the comparison this file installs: Vitest's toMatchScreenshot against the committed baseline, in
// real Chromium. Baselines sit next to the story file in __screenshots__/<file>/<setting>/<story>.png;
// update them after an intended change with `pnpm test:stories:update`.
import { expect, inject } from 'vitest';
import { locators, page, type Locator } from 'vitest/browser';
import { SCREENSHOT_TARGET, type CompareScreenshot } from './screenshotScene';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether story screenshots are compared with their baselines (GAIA_VISUAL=1). */
    gaiaVisual: boolean;
  }
}
declare module 'vitest/browser' {
  interface LocatorSelectors {
    /** The element a CSS selector finds in the story's frame. */
    getByCSS(css: string): Locator;
  }
}

export function installStoryScreenshots(matrix: string) {
  if (!inject('gaiaVisual')) return;
  locators.extend({ getByCSS: (css: string) => `css=${css}` });
  const compare: CompareScreenshot = async ({ name, mask }) => {
    await expect.element(page.getByCSS(`[${SCREENSHOT_TARGET}]`)).toMatchScreenshot(`${matrix}/${name}`, mask.length ? { screenshotOptions: { mask } } : {});
  };
  (globalThis as { __GAIA_STORY_SCREENSHOT__?: CompareScreenshot }).__GAIA_STORY_SCREENSHOT__ = compare;
}
