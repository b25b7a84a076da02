import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { catalogues, type Locale } from '@gaia/domain';
import { GaiaProvider, type ThemeName } from '@gaia/ui';
import { createSandboxHandlers } from '@gaia/sandbox/msw';

/**
 * The story-test matrix sets the starting theme and locale per Vitest project (vitest.config.ts), so
 * every story is checked in light/ltr and in dark/rtl.
 */
const initialTheme = (import.meta.env.VITE_GAIA_STORY_THEME as ThemeName | undefined) ?? 'light';
const initialLocale = (import.meta.env.VITE_GAIA_STORY_LOCALE as Locale | undefined) ?? 'en';

const withGaia: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale) ?? 'en';
  const theme = (context.globals.theme as ThemeName) ?? 'light';
  return (
    <GaiaProvider theme={theme} locale={locale} messages={catalogues[locale]}>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </GaiaProvider>
  );
};

const preview: Preview = {
  decorators: [withGaia],
  loaders: [mswLoader()],
  beforeEach({ msw }) {
    // Every operator call goes to the sandbox app; stories add scenario groups on top.
    msw.use(...createSandboxHandlers());
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
  initialGlobals: { theme: initialTheme, locale: initialLocale },
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
