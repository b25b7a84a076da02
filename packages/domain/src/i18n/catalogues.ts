import { ar } from './ar/index';
import { en } from './en/index';
import type { Locale, Messages } from './types';

export { en };
export { firstPaintEnglish } from './en/firstPaint';
export type { MessageKey } from './en/index';

/**
 * Both catalogues, for hosts that answer in any locale (the sandbox, tests). Browsers should prefer
 * `en` plus `loadCatalogue`, so Arabic is fetched only when chosen.
 */
export const catalogues: Readonly<Record<Locale, Messages>> = { en, ar };

/** Loads a locale's whole catalogue on demand (a separate chunk in a portal build). */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'ar') return (await import('./ar/index')).ar;
  return (await import('./en/index')).en;
}
