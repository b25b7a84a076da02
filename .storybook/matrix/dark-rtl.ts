// Story-test matrix setting of this Vitest project (vitest.config.ts): read by the preview's decorator.
// Its screenshots are compared in the static Storybook's run (scripts/static-stories.mjs --visual),
// which holds the dark/rtl baselines; this project plays the stories only (ADR 0009, ADR 0017).
(globalThis as { __GAIA_STORY_MATRIX__?: unknown }).__GAIA_STORY_MATRIX__ = { theme: 'dark', locale: 'ar' };
