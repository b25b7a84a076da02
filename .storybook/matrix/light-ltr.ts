import { installStoryScreenshots } from './screenshot';

// Story-test matrix setting of this Vitest project (vitest.config.ts): read by the preview's decorator.
(globalThis as { __GAIA_STORY_MATRIX__?: unknown }).__GAIA_STORY_MATRIX__ = { theme: 'light', locale: 'en' };
// Each story's screenshot is compared with its baseline for this setting (ADR 0009).
installStoryScreenshots('light-ltr');
