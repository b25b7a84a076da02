import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { catalogues, type Locale } from '@gaia/domain';
import { GaiaProvider, loadKitMessages, type ThemeName } from '@gaia/ui';
import { createSandboxHandlers } from '@gaia/sandbox/msw';
import { compareStoryScreenshot, trackPageCalls, type CompareScreenshot } from './matrix/screenshotScene';
import { startStoryClock } from './matrix/storyClock';

/*
 * How long a play function's findBy/waitFor waits for what a user would see: the flow stories go
 * through the MSW-mocked sandbox and lazily loaded screens, and the test command runs two browsers
 * beside the end-to-end specs on two cores, where a second is not always enough for a screen to
 * load. A story that fails still fails, only later.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * The story-test matrix: each Vitest project sets its theme and locale in a setup file
 * (.storybook/matrix/*.ts), so every story is checked in light/ltr and in dark/rtl. In the Storybook
 * app there is no matrix and the toolbars decide.
 */
function storyMatrix(): { theme: ThemeName; locale: Locale } | undefined {
  return (globalThis as { __GAIA_STORY_MATRIX__?: { theme: ThemeName; locale: Locale } }).__GAIA_STORY_MATRIX__;
}

const withGaia: Decorator = (Story, context) => {
  const matrix = storyMatrix();
  const locale = matrix?.locale ?? (context.globals.locale as Locale) ?? 'en';
  const theme = matrix?.theme ?? (context.globals.theme as ThemeName) ?? 'light';
  // The theme's background covers the whole canvas: in the story view the provider's root fills the
  // viewport; on a docs page each story block is painted to its edges without taking the viewport.
  const docs = context.viewMode === 'docs';
  return (
    <GaiaProvider theme={theme} locale={locale} messages={catalogues[locale]} asRoot={!docs}>
      <div style={{ padding: '1rem', background: 'var(--gaia-color-bg)' }}>
        <Story />
      </div>
    </GaiaProvider>
  );
};

const preview: Preview = {
  decorators: [withGaia],
  // The kit's catalogue of the story's locale is in before the story renders (GaiaProvider would
  // otherwise render its fallback first), so play functions find the texts at once.
  // In a test run (a matrix is set) the story starts at the same instant every day, before any
  // loader seeds the sandbox (.storybook/matrix/storyClock.ts): its pictures do not date.
  loaders: [() => void (storyMatrix() && startStoryClock()), mswLoader(), async ({ globals }) => void (await loadKitMessages(storyMatrix()?.locale ?? (globals.locale as Locale) ?? 'en'))],
  beforeEach({ msw }) {
    // Every operator call goes to the sandbox app; stories add scenario groups on top.
    msw.use(...createSandboxHandlers());
    // A run that compares pictures waits for the page's calls before each picture (screenshotScene.ts).
    if ((globalThis as { __GAIA_STORY_SCREENSHOT__?: CompareScreenshot }).__GAIA_STORY_SCREENSHOT__) trackPageCalls();
  },
  async afterEach(context) {
    // In a run that compares screenshots only (the Vitest story tests with GAIA_VISUAL=1, the static
    // Storybook's run with --visual): the story's picture against its baseline (ADR 0009).
    const compare = (globalThis as { __GAIA_STORY_SCREENSHOT__?: CompareScreenshot }).__GAIA_STORY_SCREENSHOT__;
    if (compare) await compareStoryScreenshot(context, compare);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (ltr)' },
          { value: 'ar', title: 'العربية (rtl)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any accessibility violation fails the story test (B1).
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    docs: { toc: true },
  },
  tags: ['autodocs'],
};

export default preview;
