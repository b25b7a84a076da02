import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = { title: 'Docs/Story matrix', render: () => <p>GAIA</p> } satisfies Meta;
export default meta;

/**
 * Guards the test matrix itself: in each story-test project the kit root really carries that
 * project's theme and direction (light/ltr, dark/rtl), so the accessibility checks cover both.
 */
export const ThemeAndDirectionApplied: StoryObj = {
  play: async ({ canvasElement }) => {
    const matrix = (globalThis as { __GAIA_STORY_MATRIX__?: { theme: string; locale: string } }).__GAIA_STORY_MATRIX__;
    if (!import.meta.env.VITEST) return; // the Storybook app: the toolbars decide
    await expect(matrix).toBeDefined();
    if (!matrix) return;
    const root = canvasElement.querySelector('[data-theme]');
    await expect(root).toHaveAttribute('data-theme', matrix.theme);
    await expect(root).toHaveAttribute('dir', matrix.locale === 'ar' ? 'rtl' : 'ltr');
    await expect(getComputedStyle(canvasElement.querySelector('p') as Element).direction).toBe(matrix.locale === 'ar' ? 'rtl' : 'ltr');
  },
};
