import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A colour scheme the page is emulated in (the portal and the sandbox's own pages follow prefers-color-scheme). */
export type ColorScheme = 'light' | 'dark';

/**
 * Runs axe on the page as it is, once per colour scheme given, and fails naming each rule broken
 * and where. The page is left in the last scheme.
 *
 * Beware: axe's color-contrast rule takes joined Arabic letters for an icon font's ligatures
 * (its isIconLigature heuristic) and leaves Arabic text out, so an Arabic page's contrast is not
 * checked; check the same page in English in each scheme for its colours.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  colorSchemes: readonly ColorScheme[] = ['light'],
): Promise<void> {
  for (const colorScheme of colorSchemes) {
    // Colours are checked at rest: without motion the theme's colours apply at once, not through
    // the controls' colour transitions.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // The portal follows the device's theme live (app/colorScheme.ts): wait until it shows it.
    const portalRoot = page.locator('[data-root][data-theme]');
    if (await portalRoot.count()) await expect(portalRoot.first()).toHaveAttribute('data-theme', colorScheme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe on ${state}, ${colorScheme}`).toEqual([]);
  }
}
