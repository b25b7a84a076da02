// What a story's screenshot shows (ADR 0009), shared by both runs that compare screenshots: the
// story tests in Vitest (light/ltr, screenshot.ts) and the static Storybook's run (dark/rtl,
// scripts/static-stories.mjs). The preview's afterEach prepares the scene and hands it to whichever
// comparison the run has installed as `__GAIA_STORY_SCREENSHOT__`; the Storybook a reader opens has none.

/** What a story may say about its screenshot: `parameters.screenshot`. */
export interface ScreenshotParameters {
  /** Skip the screenshot (a story whose picture cannot be stable). */
  disable?: boolean;
  /** CSS selectors of parts painted over before comparing (a clock, a live value). */
  mask?: string[];
}

/** The part of a story's context the scene reads (`parameters.screenshot`: ScreenshotParameters). */
export interface StoryContextLike {
  id: string;
  canvasElement: HTMLElement;
  parameters: Record<string, unknown>;
}

/** A story ready for its picture: what to picture, what to paint over, and its baseline's name. */
export interface ScreenshotScene {
  /** The story's id (`<title>--<story>`). */
  id: string;
  /** The baseline's name within the setting's folder: the story part of the id. */
  name: string;
  target: HTMLElement;
  mask: Element[];
}

/** The attribute on the pictured element while it is compared. */
export const SCREENSHOT_TARGET = 'data-gaia-screenshot';
/** The id the pictured element has while it is compared, when it has none of its own. */
const SCREENSHOT_TARGET_ID = 'gaia-screenshot-target';
/** The attribute on each painted-over part while the picture is compared. */
export const SCREENSHOT_MASK = 'data-gaia-screenshot-mask';

/** The comparison a run installs; it throws when the picture differs from the baseline. */
export type CompareScreenshot = (scene: ScreenshotScene) => Promise<void>;

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

/** How long the page's content must stay unchanged before its picture is taken. */
const QUIET_MS = 150;
/**
 * How long after the page's last call has answered its picture waits: a screen that renders an
 * answer, then loads the code of its next panel and asks for that panel's data, changes nothing in
 * the page meanwhile (a flow ending on the home asks for its panels one after the other).
 */
const CALLS_QUIET_MS = 400;

/** The page's calls (fetch) in flight, and when the last one answered. */
const calls = { inFlight: 0, lastAnswer: 0 };
let tracking = false;

/**
 * Counts the page's calls from now on (the preview's beforeEach, in a run that compares pictures):
 * the request layer calls `fetch` at call time, so every call of a story goes through the count.
 */
export function trackPageCalls(): void {
  if (tracking) return;
  tracking = true;
  const fetchOfPage = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    calls.inFlight += 1;
    try {
      return await fetchOfPage(...args);
    } finally {
      calls.inFlight -= 1;
      calls.lastAnswer = performance.now();
    }
  };
}

const callsSettled = () => calls.inFlight === 0 && performance.now() - calls.lastAnswer >= CALLS_QUIET_MS;
/** The longest the picture waits for quiet: a story that keeps changing is pictured as it is then. */
const QUIET_LIMIT_MS = 5000;

/**
 * Resolves once nothing has been added, removed or re-worded in the page for QUIET_MS, no call has
 * been in flight for CALLS_QUIET_MS and nothing says it is still loading (a busy region, a shown
 * spinner, a skeleton). A flow whose play function
 * ends while a list or a balance is still arriving is thus pictured once it has arrived. Attribute
 * changes do not count (a spinner or a progress bar changes them on every frame). A story that shows
 * a loading state on purpose is pictured after QUIET_LIMIT_MS.
 */
function contentQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const busy = () =>
      !callsSettled() || document.querySelector('[aria-busy="true"], [role="status"][data-visible], [data-gaia-skeleton]') !== null;
    let quiet: ReturnType<typeof setTimeout>;
    const observer = new MutationObserver(() => wait());
    const limit = setTimeout(done, QUIET_LIMIT_MS);
    function wait() {
      clearTimeout(quiet);
      quiet = setTimeout(() => (busy() ? wait() : done()), QUIET_MS);
    }
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    wait();
  });
}

/** The content settled, fonts and pictures in, and the last state change painted. */
async function settled() {
  await contentQuiet();
  await document.fonts.ready;
  await Promise.all(
    [...document.images]
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
  // Two frames: layout after the last state change has been painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Compares the story's picture with `compare`, after stilling and settling the page. A story that
 * shows something outside its element (an open dialog) is pictured with the page's body, stretched
 * to the viewport's height; otherwise the story's frame (the preview decorator's padded box inside
 * the provider's root), so the picture is as tall as the story.
 */
export async function compareStoryScreenshot(context: StoryContextLike, compare: CompareScreenshot) {
  const options = (context.parameters.screenshot ?? {}) as ScreenshotParameters;
  if (options.disable) return;
  const style = document.createElement('style');
  style.textContent = STILL_CSS;
  document.head.append(style);
  try {
    // A sticky part (the signed-in menu) sits where the page's scroll puts it: every picture is
    // taken from the top.
    window.scrollTo(0, 0);
    await settled();
    const frame = context.canvasElement.querySelector<HTMLElement>(':scope > [data-root] > div') ?? context.canvasElement;
    const target = hasContentOutside(context.canvasElement) ? document.body : frame;
    const mask = (options.mask ?? []).flatMap((selector) => [...document.querySelectorAll(selector)]);
    // Marked for the comparison to find by a selector of its own, and given an id while it has none:
    // a path of tag names from the root (how a locator names an element) is ambiguous once a portal
    // has been added beside the story, and an id ends the path.
    const ownId = target.id;
    if (!ownId) target.id = SCREENSHOT_TARGET_ID;
    target.setAttribute(SCREENSHOT_TARGET, '');
    for (const part of mask) part.setAttribute(SCREENSHOT_MASK, '');
    try {
      await compare({ id: context.id, name: context.id.split('--')[1] ?? context.id, target, mask });
    } finally {
      if (!ownId) target.removeAttribute('id');
      target.removeAttribute(SCREENSHOT_TARGET);
      for (const part of mask) part.removeAttribute(SCREENSHOT_MASK);
    }
  } finally {
    style.remove();
  }
}
