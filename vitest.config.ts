import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A fresh browser options object per project (a shared one fails: see TOOLCHAIN.md). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        // Debian's chromium where present; Playwright's own browser on a developer laptop.
        executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
      // The stories play under prefers-reduced-motion, which the kit honours by collapsing its
      // durations to 0 ms: a dialog or toast is at its final opacity from its first frame, so an
      // assertion never meets one mid-fade on a loaded machine (ADR 0026).
      contextOptions: { reducedMotion: 'reduce' },
    }),
    instances: [{ browser: 'chromium' as const }],
    // The story tests report their own errors; failure screenshots would mix with the baselines.
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // A little tolerance for anti-aliasing: a colour that differs by less than the threshold does
        // not count, and up to 0.1 % of the pixels may differ.
        comparatorOptions: { threshold: 0.03, allowedMismatchedPixelRatio: 0.001 },
        // Baselines next to the story file: __screenshots__/<file>/<matrix>/<story>.png (ADR 0009).
        resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }: { root: string; testFileDirectory: string; testFileName: string; arg: string; ext: string }) =>
          path.join(root, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
      },
    },
  };
}

/** Every story runs as a test with its play function and the accessibility check, in two settings. */
function storyProject(name: string, theme: 'light' | 'dark', locale: 'en' | 'ar') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    // Dependencies found only while stories run would make Vite re-optimise and reload mid-run on a
    // fresh machine (every test file then fails to import); declare them up front.
    // The scan starts from every story and the portal's source, so the dependencies their lazy
    // pieces import (forms, queries, the video and chart engines) are optimised before the first test.
    optimizeDeps: { entries: ['stories/**/*.stories.tsx', 'packages/ui/src/**/*.stories.tsx', 'apps/portal/src/**/*.tsx'], include: ['msw-storybook-addon/csf3', 'react-stately/useControlledState', 'react/jsx-dev-runtime', 'hono', '@gaia/sandbox > hono', 'msw', 'msw/browser', '@gaia/portal > react-router', '@gaia/portal > i18next', '@gaia/portal > @tanstack/react-query', '@gaia/portal > react-hook-form', '@gaia/portal > hls.js/light', '@gaia/ui > d3-shape', '@gaia/ui > leaflet', '@gaia/ui > react-leaflet', '@gaia/ui > topojson-client', '@gaia/sandbox > card-validator', 'react-dom', 'react-dom/client'] },
    test: {
      name,
      browser: chromium(),
      setupFiles: [path.join(dirname, `.storybook/matrix/${theme}-${locale === 'ar' ? 'rtl' : 'ltr'}.ts`)],
      // In CI a story that fails gets one more try, and the summary names it as flaky (ADR 0026).
      retry: process.env.CI ? 1 : 0,
      // Every story file plays in the same iframe, its modules loaded once: a fresh iframe per file
      // re-imported the preview and its dependencies 154 times, over half of the stage's time
      // (ADR 0017). The stories of one file always shared their iframe (and forty share a page in
      // the static run), so each story already sets up what it needs in its loaders and beforeEach.
      // GAIA_STORY_ISOLATE=1 gives each file its own iframe again, to rule out a leak.
      isolate: process.env.GAIA_STORY_ISOLATE === '1',
      // Screenshot comparison with the committed baselines (ADR 0009) runs when GAIA_VISUAL=1
      // (`pnpm test:visual`, `pnpm test:stories:update`). Only the light/ltr setting installs it
      // (.storybook/matrix); the dark/rtl pictures are compared in the static Storybook's run.
      provide: { gaiaVisual: process.env.GAIA_VISUAL === '1' },
    },
  };
}

export default defineConfig({
  resolve: { conditions: ['@gaia/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@gaia/source', 'node', 'import', 'default'] } },
  test: {
    projects: [
      // The unit tests share one module graph per worker (isolate: false): re-importing the domain
      // for each of its test files was over half of the unit stage's CPU time. Each test sets up
      // what it needs (a fresh sandbox store, its own clock), so no file depends on another's state.
      { extends: true, test: { name: 'domain', environment: 'node', isolate: false, include: ['packages/domain/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'sandbox', environment: 'node', isolate: false, include: ['packages/sandbox/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'ui', environment: 'node', isolate: false, include: ['packages/ui/src/**/*.test.ts'] } },
      // The portal's build rules (apps/portal/build: the first-load chunk split) and the early answers' taking.
      { extends: true, test: { name: 'portal', environment: 'node', isolate: false, include: ['apps/portal/build/**/*.test.ts', 'apps/portal/src/earlyAnswer/**/*.test.ts'] } },
      storyProject('stories-light-ltr', 'light', 'en'),
      storyProject('stories-dark-rtl', 'dark', 'ar'),
    ],
  },
});
