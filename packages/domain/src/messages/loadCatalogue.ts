import type { Locale, Messages } from '../kernel/i18n/types';

/*
 * Kept apart from catalogues.ts on purpose: this module imports no catalogue statically, so a
 * bundle that only loads catalogues on demand never carries them in its first load.
 */

/** Loads a locale's whole catalogue on demand (a separate chunk in a portal build). */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (locale === 'ar') return (await import('./ar')).ar;
  return (await import('./en')).en;
}
