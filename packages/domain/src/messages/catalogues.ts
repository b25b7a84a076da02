import { ar } from './ar';
import { en } from './en';
import type { Locale, Messages } from '../kernel/i18n/types';

export { en };
export type { MessageKey } from './en';

/**
 * Both catalogues, for hosts that answer in any locale (the sandbox, tests). Browsers should prefer
 * `firstPaintEnglish` plus `loadCatalogue`, so catalogues are fetched only when needed.
 */
export const catalogues: Readonly<Record<Locale, Messages>> = { en, ar };
