import { ar } from './ar/index';
import { en } from './en/index';
import type { Locale, Messages } from './types';

export { en };
export type { MessageKey } from './en/index';

/**
 * Both catalogues, for hosts that answer in any locale (the sandbox, tests). Browsers should prefer
 * `firstPaintEnglish` plus `loadCatalogue`, so catalogues are fetched only when needed.
 */
export const catalogues: Readonly<Record<Locale, Messages>> = { en, ar };
