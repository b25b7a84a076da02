import { catalogues } from '@gaia/domain/messages';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A message key of the catalogues (the English one holds every key; the Arabic one is typed after it). */
export type MessageKey = keyof typeof catalogues.en;

/**
 * The Arabic text of a message key with its `{{name}}` values filled in, as the portal shows it:
 * the specs read the interface through the catalogue rather than copies of its strings, so a
 * changed translation changes the test with it.
 */
export function ar(key: MessageKey, values: Record<string, string | number> = {}): string {
  return arabic(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A pattern matching the whole Arabic text of a key whose `{{name}}` values are not known in
 * advance (a transaction number): each value is given as a regular-expression fragment.
 */
export function arMatching(key: MessageKey, fragments: Record<string, string>): RegExp {
  const parts = arabic(key).split(/\{\{\s*(\w+)\s*\}\}/);
  const source = parts
    .map((part, index) =>
      index % 2 === 1 ? (fragments[part] ?? escapeRegExp(`{{${part}}}`)) : escapeRegExp(part),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The Arabic message of a key. Playwright reads the catalogues from the built @gaia/domain (its
 * dist): a key added since the last build is missing there, which says so rather than looking
 * for "undefined" on the page.
 */
function arabic(key: MessageKey): string {
  const message = (catalogues.ar as Partial<Record<MessageKey, string>>)[key];
  if (message === undefined)
    throw new Error(
      `${key} is not in the built Arabic catalogue: run pnpm --filter @gaia/domain build`,
    );
  return message;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching a text exactly, for role names that must not match a longer neighbour. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** A pattern matching a text at the start (labels followed by a required mark or a hint). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/**
 * A text field by its Arabic label (a message key): the label's text, then perhaps a required mark
 * or a hint; with `exact`, the text alone (a password beside its confirmation).
 */
export function arabicTextbox(scope: Page | Locator, key: MessageKey, { exact = false }: { exact?: boolean } = {}): Locator {
  return scope.getByRole('textbox', { name: exact ? exactly(ar(key)) : startingWith(ar(key)) });
}

/** The page's document reads right to left in Arabic. */
export async function expectArabic(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Switches the interface to Arabic the way a person does: the header's language button, which is
 * named in the language it switches to (gaia_language_switch of the English catalogue).
 */
export async function switchToArabic(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: String(catalogues.en.gaia_language_switch), exact: true })
    .click();
  await expectArabic(page);
  // The button now offers the way back, named in English.
  await expect(
    page.getByRole('button', { name: String(catalogues.ar.gaia_language_switch), exact: true }),
  ).toBeVisible();
}
