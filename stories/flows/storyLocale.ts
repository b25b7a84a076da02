import type { Locale } from '@gaia/domain';

/**
 * The language a story runs in: the story-test matrix's setting (.storybook/matrix) when tests run,
 * else the Storybook toolbar's.
 */
export function storyLocale(context: { globals: Record<string, unknown> }): Locale {
  const matrix = (globalThis as { __GAIA_STORY_MATRIX__?: { locale: Locale } }).__GAIA_STORY_MATRIX__;
  return matrix?.locale ?? (context.globals.locale === 'ar' ? 'ar' : 'en');
}
